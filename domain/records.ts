import type { ExportRow } from './api-types';
import { feeRuleFor, netPayout } from './fees';
import { SOLD_ELSEWHERE } from './item-life';
import { marketplacesByCountry, type MarketplaceId } from './marketplaces';
import { yourItemsTexts } from './texts/your-items';

// The records file (docs/product.md#your-records): one line per item, its columns in order.
// The cells are plain values; a CSV library does the quoting (web/src/features/list/utils/).

const header = yourItemsTexts.csvHeader;

/** The file's first line. */
export const recordsHeader: readonly string[] = [
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
  header.net,
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
 * A sale's fee and net as cells: from the dated fee table where the marketplace's fee is
 * sourced, nothing for a sale made elsewhere, and two empty cells where the fee is not known.
 */
function feeCells(row: ExportRow): [string, string] {
  if (row.sold_price_minor === null || row.sold_where === null) return ['', ''];
  if (row.sold_where === SOLD_ELSEWHERE) return [minorToDecimal(0), minorToDecimal(row.sold_price_minor)];
  const payout = netPayout(row.sold_price_minor, feeRuleFor(row.country, row.sold_where as MarketplaceId));
  return payout.known ? [minorToDecimal(payout.feeMinor), minorToDecimal(payout.netMinor)] : ['', ''];
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
    ...feeCells(row),
  ];
}

/** `snap-list-shift-records-2026-11-27.csv`. */
export function recordsFileName(now: Date): string {
  return `snap-list-shift-records-${now.toISOString().slice(0, 10)}.csv`;
}
