import { HttpResponse } from 'msw';
import {
  LISTINGS_PAGE_SIZE,
  type ExportPage,
  type ListingsResponse,
  type ListingsSummary,
} from '#domain/api-types.ts';
import { lifeOf } from '#domain/item-life.ts';
import { moneyMade, monthStart } from '#domain/item-life-totals.ts';
import type { ApiListing } from '#domain/listing.ts';
import {
  compareForSort,
  inView,
  itemsShifted,
  searchWords,
  sortPrice,
  titleMatches,
  viewCounts,
  type ListingSort,
  type ListingView,
} from '#domain/listings-browse.ts';
import { exportRow } from '#lambdas/listings/browse-listings.ts';
import type { StoredListing } from '#lambdas/lib/ports/listings-repository.ts';

// Your Items in the web tests' fake API (docs/product.md#your-items): the views, search, sorts,
// summary and records pages, chosen by the same domain rules the server uses, over the fake's
// rows (newest first). Cursors are plain offsets here.

const subject = (row: ApiListing) => ({ stage: row.stage, life_state: row.life?.state ?? null });

/** GET /api/listings?view=&sort=&q=: a page of the rows the view holds, in its order. */
export function browseAnswer(rows: readonly ApiListing[], query: URLSearchParams): Response {
  const view = (query.get('view') ?? 'all') as ListingView;
  const sort = (query.get('sort') ?? 'newest') as ListingSort;
  const words = searchWords(query.get('q') ?? '');
  const compare = compareForSort(sort);
  const picked = rows
    .filter((row) => inView(view, subject(row)) && titleMatches(row.user_fields.title, words))
    .map((row) => {
      const life = lifeOf({ stage: row.stage, life: row.life ?? null });
      return { row, subject: { id: row.id, price: sortPrice(row.user_fields, life), life } };
    })
    .sort((a, b) => compare(a.subject, b.subject))
    .map(({ row }) => row);
  const start = Number(query.get('cursor') ?? 0);
  const end = start + LISTINGS_PAGE_SIZE;
  return HttpResponse.json({
    listings: picked.slice(start, end),
    nextCursor: end < picked.length ? String(end) : null,
  } satisfies ListingsResponse);
}

/** GET /api/listings-summary as of now. */
export function summaryAnswer(rows: readonly ApiListing[]): Response {
  const counts = viewCounts(rows.map(subject));
  const lives = rows.flatMap((row) => (row.life ? [{ life: row.life, country: row.country ?? null }] : []));
  const now = new Date();
  return HttpResponse.json({
    counts,
    shifted: itemsShifted(counts),
    money: moneyMade(lives, now),
    month_start: monthStart(now),
  } satisfies ListingsSummary);
}

/** GET /api/listings-export: `size` rows a page, oldest first. */
export function exportAnswer(rows: readonly ApiListing[], query: URLSearchParams, size: number): Response {
  const oldest = [...rows].reverse();
  const start = Number(query.get('cursor') ?? 0);
  const end = start + size;
  return HttpResponse.json({
    rows: oldest.slice(start, end).map((row) => exportRow(row as unknown as StoredListing)),
    nextCursor: end < oldest.length ? String(end) : null,
  } satisfies ExportPage);
}
