import { PERIOD_ONCE, PERIOD_OPTIONS, periodLabel } from './health-protocol';

describe('protocol period labels', () => {
  it('are all in capitals, like the visit periods (ANNUALE), so one select does not mix "Una tantum" with "ANNUALE"', () => {
    const mixed = PERIOD_OPTIONS.filter((option) => option.label !== option.label.toUpperCase());
    expect(mixed).toEqual([]);
  });

  it('name the special values and an unlisted number of months the same way', () => {
    expect(periodLabel(PERIOD_ONCE)).toBe('UNA TANTUM');
    expect(periodLabel(12)).toBe('ANNUALE');
    expect(periodLabel(18)).toBe('18 MESI');
  });
});
