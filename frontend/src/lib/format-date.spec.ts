import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows dd/MM/yyyy', () => {
    expect(formatDate('2024-03-07')).toBe('07/03/2024');
    expect(formatDate(new Date(2025, 11, 31))).toBe('31/12/2025');
  });

  it('hides empty, null, invalid and the zero date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('0000-00-00')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
