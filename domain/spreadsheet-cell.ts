// CSV injection (OWASP "CSV Injection"): a spreadsheet opening a CSV file runs a cell that
// starts with one of these as a formula (=cmd|' /C calc'!A0, =HYPERLINK(...)). The full-width
// forms are included because some spreadsheet apps (Excel with an East Asian input method)
// read them as the ASCII ones. Written inside functions, not as module constants, so that each
// test that reads them covers them (docs/architecture/testing.md#module-level-mutants).
export function formulaStarts(): readonly string[] {
  return [
    '=',
    '+',
    '-',
    '@',
    '\t',
    '\r',
    '\uFF1D', // ＝
    '\uFF0B', // ＋
    '\uFF0D', // －
    '\uFF20', // ＠
  ];
}

/** A plain decimal such as a price or a fee (`-5.00`): a spreadsheet reads it as a number. */
const isPlainNumber = (cell: string): boolean => /^-?\d+(\.\d+)?$/.test(cell);

/**
 * Whether a cell must be neutralised: it starts as a formula would, and is not a plain
 * number (a negative amount stays a number the spreadsheet can add).
 */
export function startsAsFormula(cell: string): boolean {
  return formulaStarts().some((start) => cell.startsWith(start)) && !isPlainNumber(cell);
}

/** The cell as a spreadsheet shows it but never runs it: a leading `'` (and the writer quotes it). */
export function neutraliseFormula(cell: string): string {
  return startsAsFormula(cell) ? `'${cell}` : cell;
}
