// Plain aligned text tables: the first `left` columns are left-aligned (names), the others
// right-aligned (figures).

export function formatTable(headers: string[], rows: string[][], left = 1, indent = '  '): string {
  const widths = headers.map((header, col) =>
    Math.max(header.length, ...rows.map((row) => (row[col] ?? '').length)),
  );
  const line = (cells: string[]) =>
    indent +
    cells
      .map((cell, col) => (col < left ? cell.padEnd(widths[col]!) : cell.padStart(widths[col]!)))
      .join('  ')
      .trimEnd();
  const rule = indent + widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '-';
}
