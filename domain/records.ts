import type { ExportRow } from './api-types';
import { countryWords, type CountryWords } from './country-words';
import { marketplacesByCountry } from './marketplaces';
import { saleNet } from './sale-net';
import { yourItemsTexts } from './texts/your-items';

// The records file (docs/product.md#your-records): one line per item, its columns in order.
// The cells are plain values; a CSV library does the quoting (web/src/features/list/utils/).

const header = yourItemsTexts.csvHeader;

/** The file's first line, in the seller's country's words (the UK's by default). */
export const recordsHeader = (words: CountryWords = countryWords.GB): readonly string[] => [
  header.title,
  header.price,
  header.currency,
  header.state,
  header.marketplaces,
  header.listed,
  header.created,
  header.soldOn,
  header.soldPrice,
  header.soldWhere,
  header.goneOn,
  header.fees,
  header.postage(words),
  header.kept,
];

/** A marketplace id as the seller knows it; `elsewhere` and unknown ids as they are. */
export function placeName(id: string): string {
  if (id === 'elsewhere') return yourItemsTexts.elsewhere;
  const known = Object.values(marketplacesByCountry).flat();
  return known.find((m) => m.id === id)?.name ?? id;
}

/** `2026-11-20T10:00:00.000Z` -> `2026-11-20`: a date a spreadsheet reads as one. */
function day(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

/** Minor units as a plain decimal (`1250` -> `12.50`), no symbol, so a spreadsheet can add it. */
export function minorToDecimal(minor: number | null): string {
  if (minor === null) return '';
  const sign = minor < 0 ? '-' : '';
  const value = Math.abs(minor);
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/**
 * A sale's fee, postage and what was kept, as cells: the fee from the dated fee table on the
 * sale's day (nothing for a sale made elsewhere), and fee and kept left empty where that fee
 * is not known. Not a sale: three empty cells.
 */
function moneyCells(row: ExportRow): [string, string, string] {
  if (row.sold_price_minor === null || row.sold_where === null || row.sold_at === null) return ['', '', ''];
  const sale = {
    price_minor: row.sold_price_minor,
    ...(row.sold_postage_minor === null ? {} : { postage_minor: row.sold_postage_minor }),
    currency: row.sold_currency ?? row.currency,
    where: row.sold_where,
    sold_at: row.sold_at,
  };
  const net = saleNet(sale, row.country);
  return [
    net.fee.known ? minorToDecimal(net.fee.feeMinor) : '',
    minorToDecimal(net.postageMinor),
    minorToDecimal(net.keptMinor),
  ];
}

/** One item's cells, in the header's order. */
export function recordCells(row: ExportRow): string[] {
  const places = [
    ...new Set([...row.postings.map((p) => p.marketplace), ...(row.sold_where ? [row.sold_where] : [])]),
  ];
  return [
    row.title,
    row.price,
    row.currency,
    yourItemsTexts.stateNames[row.state] ?? row.state,
    places.map(placeName).join('; '),
    row.postings.map((p) => `${placeName(p.marketplace)} ${day(p.listed_at)}`).join('; '),
    day(row.created_at),
    day(row.sold_at),
    minorToDecimal(row.sold_price_minor),
    row.sold_where === null ? '' : placeName(row.sold_where),
    day(row.gone_at),
    ...moneyCells(row),
  ];
}

/** `snap-list-shift-records-2026-11-27.csv`. */
export function recordsFileName(now: Date): string {
  return `snap-list-shift-records-${now.toISOString().slice(0, 10)}.csv`;
}
