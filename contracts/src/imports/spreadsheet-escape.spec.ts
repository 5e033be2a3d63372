import { escapeSpreadsheetText, startsLikeFormula } from './spreadsheet-escape';

describe('escapeSpreadsheetText: live text never becomes a formula', () => {
  it.each(['=1+1', '+39 035 123', '-2', '@SUM(A1)', '=HYPERLINK("http://x","y")', '\t=1'])('prefixes %j with an apostrophe', (value) => {
    expect(startsLikeFormula(value)).toBe(true);
    expect(escapeSpreadsheetText(value)).toBe(`'${value}`);
  });

  it.each(['Sede di Bergamo', 'Reparto 2 - Verniciatura', '', "L'Aquila", ' =spazio'])('leaves %j as it is', (value) => {
    expect(startsLikeFormula(value)).toBe(false);
    expect(escapeSpreadsheetText(value)).toBe(value);
  });
});
