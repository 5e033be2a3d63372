import { addDays, addYears, expandSeries, isValidDate, parseTime, romeInstant, romeMidnight, weekdayOf } from './appointment-time';

describe('appointment times', () => {
  it('parses HH:mm only', () => {
    expect(parseTime('00:00')).toBe(0);
    expect(parseTime('09:30')).toBe(570);
    expect(parseTime('23:59')).toBe(1439);
    for (const bad of ['24:00', '9:30', '09:60', '09:30:00', ' 09:30', '', null, 930]) expect(parseTime(bad)).toBeNull();
  });

  it('knows real dates, leap days included', () => {
    expect(isValidDate('2028-02-29')).toBe(true);
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2026-13-01')).toBe(false);
    expect(isValidDate('29/02/2028')).toBe(false);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
    expect(weekdayOf('2026-03-29')).toBe(0);
    expect(weekdayOf('2026-03-23')).toBe(1);
  });

  it('gives Rome instants in winter and summer time', () => {
    expect(romeInstant('2026-01-15', '09:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(romeInstant('2026-07-15', '09:00')).toBe('2026-07-15T07:00:00.000Z');
    expect(romeMidnight('2026-07-15')).toBe('2026-07-14T22:00:00.000Z');
  });

  it('answers the daylight-saving changes like Temporal "compatible"', () => {
    // 29 March 2026: 02:00 becomes 03:00; a skipped time moves forward by the hour.
    expect(romeInstant('2026-03-29', '01:59')).toBe('2026-03-29T00:59:00.000Z');
    expect(romeInstant('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(romeInstant('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
    // 25 October 2026: 03:00 goes back to 02:00; a repeated time is its first (summer) occurrence.
    expect(romeInstant('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(romeInstant('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
  });
});

describe('expandSeries', () => {
  it('keeps 09:00–10:00 at 09:00 across the March change (a DST week)', () => {
    const occurrences = expandSeries('2026-03-26', '2026-04-01', [1, 3, 4, 5], '09:00', '10:00');
    expect(occurrences).toEqual([
      { date: '2026-03-26', start: '2026-03-26T08:00:00.000Z', end: '2026-03-26T09:00:00.000Z' },
      { date: '2026-03-27', start: '2026-03-27T08:00:00.000Z', end: '2026-03-27T09:00:00.000Z' },
      { date: '2026-03-30', start: '2026-03-30T07:00:00.000Z', end: '2026-03-30T08:00:00.000Z' },
      { date: '2026-04-01', start: '2026-04-01T07:00:00.000Z', end: '2026-04-01T08:00:00.000Z' },
    ]);
  });

  it('keeps the wall-clock time across the October change, on a Sunday too', () => {
    const occurrences = expandSeries('2026-10-24', '2026-10-26', [0, 1, 6], '08:30', '09:15');
    expect(occurrences.map((o) => [o.date, o.start, o.end])).toEqual([
      ['2026-10-24', '2026-10-24T06:30:00.000Z', '2026-10-24T07:15:00.000Z'],
      ['2026-10-25', '2026-10-25T07:30:00.000Z', '2026-10-25T08:15:00.000Z'],
      ['2026-10-26', '2026-10-26T07:30:00.000Z', '2026-10-26T08:15:00.000Z'],
    ]);
  });

  it('includes a leap day that falls on a chosen weekday', () => {
    const dates = expandSeries('2028-02-26', '2028-03-03', [2, 4], '14:00', '15:00').map((o) => o.date);
    expect(dates).toEqual(['2028-02-29', '2028-03-02']);
  });

  it('includes both ends, skips the other weekdays, and is empty when no date matches', () => {
    expect(expandSeries('2026-06-01', '2026-06-15', [1], '10:00', '11:00').map((o) => o.date)).toEqual([
      '2026-06-01',
      '2026-06-08',
      '2026-06-15',
    ]);
    expect(expandSeries('2026-06-02', '2026-06-06', [0, 1], '10:00', '11:00')).toEqual([]);
  });

  it('expands two years of three weekdays', () => {
    const occurrences = expandSeries('2026-01-05', '2028-01-04', [1, 3, 5], '09:00', '09:30');
    expect(occurrences).toHaveLength(313);
    expect(new Set(occurrences.map((o) => weekdayOf(o.date)))).toEqual(new Set([1, 3, 5]));
  });
});
