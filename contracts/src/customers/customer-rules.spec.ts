import { coordinateErrors, dateRangeErrors, isValidVatNumber } from './customer-rules';
import { isIsoDate } from '../registry/registry-rules';

describe('customer rules', () => {
  it('accepts a partita IVA only with its check digit', () => {
    expect(isValidVatNumber('01234567897')).toBe(true);
    expect(isValidVatNumber('00743110157')).toBe(true);
    expect(isValidVatNumber('01234567890')).toBe(false);
    expect(isValidVatNumber('0123456789')).toBe(false);
    expect(isValidVatNumber('0123456789A')).toBe(false);
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('29/02/2024')).toBe(false);
  });

  it('wants an end on or after the start', () => {
    const fields = { start: 'md_start', end: 'md_end' };
    expect(dateRangeErrors('2025-01-01', '2025-01-01', fields)).toEqual({});
    expect(dateRangeErrors('2025-01-02', '2025-01-01', fields)).toEqual({
      md_end: ['La data di fine deve essere uguale o successiva alla data di inizio'],
    });
    expect(dateRangeErrors('2025-13-01', null, fields)).toEqual({
      md_start: ['Data non valida'],
    });
  });

  it('keeps coordinates on the globe', () => {
    expect(coordinateErrors(45.7, 9.67)).toEqual({});
    expect(coordinateErrors(null, null)).toEqual({});
    expect(Object.keys(coordinateErrors(91, -181))).toEqual(['lat', 'lng']);
  });
});
