import {
  EXPORT_PAGE_SIZE,
  LISTINGS_PAGE_SIZE,
  type ExportPage,
  type ExportRow,
  type ListingsResponse,
  type ListingsSummary,
} from '#domain/api-types.ts';
import { lifeOf, listedPostings } from '#domain/item-life.ts';
import { moneyMade, monthStart } from '#domain/item-life-totals.ts';
import {
  itemsShifted,
  listingSorts,
  listingViews,
  SEARCH_MAX_LENGTH,
  searchWords,
  viewCounts,
  type ListingSort,
  type ListingView,
} from '#domain/listings-browse.ts';
import { serverTexts, yourItemsTexts } from '#domain/messages.ts';
import { currentPrice } from '#domain/prices.ts';
import { currencyOrDefault } from '#domain/currency.ts';
import { countryOrDefault } from '#domain/countries.ts';
import { badRequest } from '../lib/runtime/api-error';
import type { Caller } from '../lib/runtime/caller';
import type { Services } from '../lib/runtime/services';
import type { StoredListing } from '../lib/ports/listings-repository';
import { decodeBrowseCursor, encodeBrowseCursor, type CursorScope } from './browse-cursor';
import { toApiListings } from './listing-view';

// Your Items' views, sorts and title search, the summary and the records' pages
// (docs/product.md#your-items, docs/architecture/backend.md#your-items).

type Deps = Pick<Services, 'browser' | 'photos'>;

export interface BrowseQuery {
  view: ListingView;
  sort: ListingSort;
  q: string;
  cursor?: string;
}

const browseParameters = ['view', 'sort', 'q', 'cursor'];

/** Whether `GET /api/listings` asks for a view, a sort or a search (else the lists of before). */
export function isBrowseQuery(parameters: Record<string, string | undefined> | undefined): boolean {
  return ['view', 'sort', 'q'].some((name) => parameters?.[name] !== undefined);
}

/** Strict, like the bodies: an unknown parameter, view or sort is a 400, never ignored. */
export function browseQueryOf(parameters: Record<string, string | undefined> | undefined): BrowseQuery {
  const { view = 'all', sort = 'newest', q = '', cursor, ...rest } = parameters ?? {};
  if ('stage' in rest) throw badRequest(yourItemsTexts.stageWithView);
  const unknown = Object.keys(rest).find((name) => !browseParameters.includes(name));
  if (unknown !== undefined)
    throw badRequest(yourItemsTexts.unknownQueryParameter(unknown, browseParameters));
  if (!(listingViews as readonly string[]).includes(view))
    throw badRequest(yourItemsTexts.badView(listingViews.join(', ')));
  if (!(listingSorts as readonly string[]).includes(sort))
    throw badRequest(yourItemsTexts.badSort(listingSorts.join(', ')));
  if (q.length > SEARCH_MAX_LENGTH) throw badRequest(yourItemsTexts.longSearch(SEARCH_MAX_LENGTH));
  return {
    view: view as ListingView,
    sort: sort as ListingSort,
    q,
    ...(cursor === undefined ? {} : { cursor }),
  };
}

/**
 * `GET /api/listings?view=&sort=&q=`: one page of a view, in its order. A page that stopped
 * looking before it was full says so (`partial`); its cursor looks further.
 */
export async function browseListings(
  { browser, photos }: Deps,
  caller: Caller,
  query: BrowseQuery,
): Promise<ListingsResponse> {
  const scope: CursorScope = { view: query.view, sort: query.sort, words: searchWords(query.q) };
  const from =
    query.cursor === undefined ? undefined : decodeBrowseCursor(caller.userId, scope, query.cursor);
  const page = await browser.browse(caller.userId, {
    view: query.view,
    sort: query.sort,
    words: scope.words,
    limit: LISTINGS_PAGE_SIZE,
    ...(from === undefined ? {} : { from }),
  });
  return {
    listings: await toApiListings(page.listings, photos),
    nextCursor: page.next === undefined ? null : encodeBrowseCursor(caller.userId, scope, page.next),
    ...(page.partial ? { partial: true } : {}),
  };
}

/** `GET /api/listings-summary`: the views' counts and what the sold items made, as of `now`. */
export async function listingsSummary(
  { browser }: Pick<Services, 'browser'>,
  caller: Caller,
  now: Date,
): Promise<ListingsSummary> {
  const [subjects, sold] = await Promise.all([
    browser.viewSubjects(caller.userId),
    browser.soldLives(caller.userId),
  ]);
  const counts = viewCounts(subjects);
  return { counts, shifted: itemsShifted(counts), money: moneyMade(sold, now), month_start: monthStart(now) };
}

const recordsScope: CursorScope = { view: 'records', sort: 'newest', words: [] };

/** What `GET /api/listings-export` takes: its page's cursor, nothing else. */
const exportParameters = ['cursor'];

/** The records page's cursor; any other parameter is a 400 naming the ones it takes. */
export function exportCursorOf(
  parameters: Record<string, string | undefined> | undefined,
): string | undefined {
  const unknown = Object.keys(parameters ?? {}).find((name) => !exportParameters.includes(name));
  if (unknown !== undefined)
    throw badRequest(yourItemsTexts.unknownQueryParameter(unknown, exportParameters));
  return parameters?.cursor;
}

/** `GET /api/listings-export`: a page of the records, oldest first, no photo signed. */
export async function exportListings(
  { browser }: Pick<Services, 'browser'>,
  caller: Caller,
  cursor: string | undefined,
): Promise<ExportPage> {
  const from = cursor === undefined ? undefined : decodeBrowseCursor(caller.userId, recordsScope, cursor);
  if (from !== undefined && !('after' in from)) throw badRequest(serverTexts.invalidCursor);
  const page = await browser.exportPage(caller.userId, from?.after, EXPORT_PAGE_SIZE);
  return {
    rows: page.listings.map(exportRow),
    nextCursor:
      page.lastId === undefined
        ? null
        : encodeBrowseCursor(caller.userId, recordsScope, { after: page.lastId }),
  };
}

/** One listing as the records file shows it: its life read as `lifeOf` reads it. */
export function exportRow(listing: StoredListing): ExportRow {
  const life = lifeOf({ stage: listing.stage, life: listing.life ?? null });
  const sale = life?.state === 'sold' ? life.sale : null;
  const postings = life === null ? [] : listedPostings(life);
  return {
    id: listing.id,
    title: listing.user_fields.title?.trim() ?? '',
    price: currentPrice(listing.user_fields),
    currency: currencyOrDefault(listing.currency),
    country: countryOrDefault(listing.country).code,
    state: life?.state ?? listing.stage,
    postings,
    created_at: listing.created_at,
    sold_at: sale?.sold_at ?? null,
    sold_price_minor: sale?.price_minor ?? null,
    sold_postage_minor: sale?.postage_minor ?? null,
    sold_currency: sale?.currency ?? null,
    sold_where: sale?.where ?? null,
    gone_at: life?.state === 'given_away' || life?.state === 'kept' ? life.at : null,
  };
}
