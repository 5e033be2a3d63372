import {
  classifyDate,
  cutText,
  dateMarker,
  formatBoolean,
  formatListDate,
  formatListDateTime,
  formatNumber2,
  parseListDate,
  readPath,
} from './cell-format';

describe('list dates (dd/MM/yyyy, spec part 2 §2.1)', () => {
  it('shows YYYY-MM-DD and ISO timestamps as dd/MM/yyyy', () => {
    expect(formatListDate('2024-03-07')).toBe('07/03/2024');
    expect(formatListDate('2024-12-31T10:15:00')).toBe('31/12/2024');
    expect(formatListDate(new Date(2023, 0, 2))).toBe('02/01/2023');
  });

  it('reads a date-only value as a local calendar day (no shift across midnight)', () => {
    const date = parseListDate('2024-03-01');
    expect(date?.getDate()).toBe(1);
    expect(date?.getMonth()).toBe(2);
  });

  it('hides 0000-00-00, null, empty and invalid values', () => {
    expect(formatListDate('0000-00-00')).toBe('');
    expect(formatListDate('0000-00-00 00:00:00')).toBe('');
    expect(formatListDate(null)).toBe('');
    expect(formatListDate(undefined)).toBe('');
    expect(formatListDate('')).toBe('');
    expect(formatListDate('not a date')).toBe('');
    expect(formatListDate(42)).toBe('');
  });

  it('shows date and time as dd/MM/yyyy HH:mm', () => {
    expect(formatListDateTime('2024-03-07T09:05:00')).toBe('07/03/2024 09:05');
  });

  it('recognises the TO-BE and NDF markers, not ordinary text', () => {
    expect(dateMarker('TO-BE')).toBe('TO-BE');
    expect(dateMarker('ndf')).toBe('NDF');
    expect(dateMarker('2024-01-01')).toBeNull();
    expect(dateMarker(null)).toBeNull();
  });
});

describe('date colouring against today', () => {
  const today = new Date(2024, 5, 15, 14, 30); // 15 June 2024, afternoon

  it('past-future: before today is past, today and later are future', () => {
    expect(classifyDate('2024-06-14', 'past-future', today)).toBe('past');
    expect(classifyDate('2024-06-15', 'past-future', today)).toBe('future');
    expect(classifyDate('2025-01-01', 'past-future', today)).toBe('future');
  });

  it('deadline: late before today, expiring within the current year, future after it', () => {
    expect(classifyDate('2024-06-14', 'deadline', today)).toBe('late');
    expect(classifyDate('2024-06-15', 'deadline', today)).toBe('expiring');
    expect(classifyDate('2024-12-31', 'deadline', today)).toBe('expiring');
    expect(classifyDate('2025-01-01', 'deadline', today)).toBe('future');
  });

  it('no colour without a tone or without a date', () => {
    expect(classifyDate('2020-01-01', 'none', today)).toBeNull();
    expect(classifyDate('0000-00-00', 'deadline', today)).toBeNull();
    expect(classifyDate(null, 'past-future', today)).toBeNull();
  });
});

describe('numbers with exactly two decimals', () => {
  it('rounds or pads to two decimals in Italian notation', () => {
    expect(formatNumber2(3)).toBe('3,00');
    expect(formatNumber2(2.5)).toBe('2,50');
    expect(formatNumber2(1.005 * 1000)).toBe('1005,00');
    expect(formatNumber2('12.345')).toBe('12,35');
    expect(formatNumber2(-0.1)).toBe('-0,10');
    expect(formatNumber2(1234567.891)).toBe('1.234.567,89');
  });

  it('shows nothing for empty or non-numeric values', () => {
    expect(formatNumber2(null)).toBe('');
    expect(formatNumber2('')).toBe('');
    expect(formatNumber2('abc')).toBe('');
    expect(formatNumber2(true)).toBe('');
  });
});

describe('text cut at 50 characters', () => {
  it('keeps text of 50 characters or fewer whole', () => {
    const fifty = 'a'.repeat(50);
    expect(cutText(fifty)).toEqual({ text: fifty, full: fifty, cut: false });
  });

  it('cuts longer text and keeps the full text for the popover', () => {
    const long = 'b'.repeat(51);
    const result = cutText(long);
    expect(result.cut).toBe(true);
    expect(result.text).toBe(`${'b'.repeat(50)}…`);
    expect(result.full).toBe(long);
  });

  it('cuts between whole characters: never half an emoji, never a letter without its accent', () => {
    expect(cutText(`a${'😀'.repeat(30)}`).text).toBe(`a${'😀'.repeat(24)}…`);
    expect(cutText('e\u0301'.repeat(30)).text).toBe(`${'e\u0301'.repeat(25)}…`);
  });
});

describe('helpers', () => {
  it('reads dotted paths and stops at missing steps', () => {
    const row = { customer: { company_name: 'ACME' }, factories: null };
    expect(readPath(row, 'customer.company_name')).toBe('ACME');
    expect(readPath(row, 'factories.name')).toBeUndefined();
    expect(readPath(row, 'missing.deep.path')).toBeUndefined();
  });

  it('shows booleans in Italian', () => {
    expect(formatBoolean(true)).toBe('Sì');
    expect(formatBoolean(0)).toBe('No');
    expect(formatBoolean(null)).toBe('');
  });
});
