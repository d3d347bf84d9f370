// The one table `npm run bench` prints: a heading naming where it ran (Node, date, CPU), then a
// row per figure with its value and, in a short column, how it was measured. Pure formatting.

export interface BenchRow {
  figure: string;
  value: string;
  method: string;
}

export interface BenchMachine {
  node: string;
  date: Date;
  cpus: number;
  cpuModel: string;
}

/** A row whose measurement could not run: the table says why instead of a figure. */
export function notMeasured(figure: string, method: string, error: unknown): BenchRow {
  const reason = error instanceof Error ? error.message : String(error);
  return { figure, value: `not measured: ${reason.split('\n')[0]}`, method };
}

export function isNotMeasured(row: BenchRow): boolean {
  return row.value.startsWith('not measured');
}

/** Columns padded to their widest cell; figures left, values right-aligned, methods left. */
export function benchTable(machine: BenchMachine, rows: BenchRow[]): string {
  const headers: BenchRow = { figure: 'figure', value: 'value', method: 'method' };
  const all = [headers, ...rows];
  const width = (key: keyof BenchRow) => Math.max(...all.map((row) => row[key].length));
  const [figure, value, method] = [width('figure'), width('value'), width('method')];
  const line = (row: BenchRow) =>
    `${row.figure.padEnd(figure)}  ${row.value.padStart(value)}  ${row.method}`.trimEnd();
  const heading =
    `Snap List Shift benchmark on Node ${machine.node}, ${machine.date.toISOString()}, ` +
    `${machine.cpus} x ${machine.cpuModel}`;
  const rule = `${'-'.repeat(figure)}  ${'-'.repeat(value)}  ${'-'.repeat(method)}`;
  return [heading, '', line(headers), rule, ...rows.map(line)].join('\n');
}

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function mib(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

export function ms(value: number): string {
  return Number.isFinite(value) ? `${value.toFixed(1)} ms` : '-';
}
