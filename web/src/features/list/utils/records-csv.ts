// The browser build: the package's default one expects Node's Buffer.
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { ExportPage } from '#domain/api-types.ts';
import type { CountryWords } from '#domain/country-words.ts';
import { recordCells, recordsHeader } from '#domain/records.ts';
import { neutraliseFormula, startsAsFormula } from '#domain/spreadsheet-cell.ts';

// The records file (docs/product.md#your-records) assembled a page at a time: each page of rows
// becomes CSV text at once (the library quotes and escapes) and only that text is kept, as the
// parts of one Blob, so the memory held is the file's own size, not the rows'.

/**
 * Every cell written goes through here: one that a spreadsheet would run as a formula gets a
 * leading `'` and quotes (docs/architecture/security.md#the-records-file).
 */
const csv = (rows: string[][]) =>
  stringify(rows, {
    cast: {
      string: (cell) => (startsAsFormula(cell) ? { value: neutraliseFormula(cell), quoted: true } : cell),
    },
  });

/** A byte-order mark: spreadsheet apps then read the file as UTF-8 (£, €, accents). */
const BOM = '\uFEFF';

export interface RecordsFile {
  blob: Blob;
  count: number;
}

export async function buildRecordsCsv(
  fetchPage: (cursor: string | undefined) => Promise<ExportPage>,
  onProgress?: (count: number) => void,
  /** The seller's country's words, for the header; the UK's when not given. */
  words?: CountryWords,
): Promise<RecordsFile> {
  const parts: string[] = [BOM + csv([[...recordsHeader(words)]])];
  let cursor: string | undefined;
  let count = 0;
  do {
    const page = await fetchPage(cursor);
    if (page.rows.length) parts.push(csv(page.rows.map(recordCells)));
    count += page.rows.length;
    onProgress?.(count);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), count };
}
