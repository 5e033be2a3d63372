import { endOfDayInstant, formatHistoryValue } from './history-value';

describe('history values', () => {
  it('shows values the Italian way', () => {
    expect(formatHistoryValue(null)).toBe('—');
    expect(formatHistoryValue('')).toBe('—');
    expect(formatHistoryValue(true)).toBe('sì');
    expect(formatHistoryValue(false)).toBe('no');
    expect(formatHistoryValue(2.5)).toBe('2,5');
    expect(formatHistoryValue('1985-12-10')).toBe('10/12/1985');
    expect(formatHistoryValue(['a', 'b'])).toBe('a, b');
    expect(formatHistoryValue([])).toBe('—');
    expect(formatHistoryValue([{ hazardId: 'h1' }])).toBe('[{"hazardId":"h1"}]');
  });

  it('shortens long values between whole characters, never half an emoji', () => {
    const shown = formatHistoryValue({ n: '😀'.repeat(100) });
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(160);
    expect(shown).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('takes the end of the chosen day', () => {
    const instant = new Date(endOfDayInstant('2025-03-12'));
    expect(instant.getFullYear()).toBe(2025);
    expect(instant.getMonth()).toBe(2);
    expect(instant.getDate()).toBe(12);
    expect(instant.getHours()).toBe(23);
  });
});
