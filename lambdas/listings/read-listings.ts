import { LISTINGS_PAGE_SIZE, type ListingsResponse } from '#domain/api-types.ts';
import type { ApiListing } from '#domain/listing.ts';
import { badRequest } from '../lib/runtime/api-error';
import type { Caller } from '../lib/runtime/caller';
import type { ListingReads } from '../lib/ports/listing-reads';
import type { ListingsView } from '../lib/ports/listings-repository';
import type { Services } from '../lib/runtime/services';
import { decodeCursor, encodeCursor } from './listings-cursor';
import { listingNotFound, toApiListing, toApiListings } from './listing-view';

type Deps = Pick<Services, 'photos'> & { listings: ListingReads };

/** The query of `GET /api/listings`: which list, and where in it the page starts. */
export interface ListingsQuery {
  view: ListingsView;
  cursor?: string;
}

/** Strict, like the bodies: an unknown parameter or stage is a 400, never ignored. */
export function listingsQueryOf(parameters: Record<string, string | undefined> | undefined): ListingsQuery {
  const { stage, cursor, ...rest } = parameters ?? {};
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw badRequest(`Unknown query parameter ${unknown}: use stage or cursor.`);
  if (stage !== undefined && stage !== 'ready') throw badRequest('stage may only be ready.');
  return { view: stage === 'ready' ? 'ready' : 'all', ...(cursor === undefined ? {} : { cursor }) };
}

/**
 * `GET /api/listings`: one page of the caller's listings, newest first, and a cursor to the
 * next. Only this page's photos are signed, so the answer costs the same for 20 items or 5,000.
 */
export async function listListings(
  { listings, photos }: Deps,
  caller: Caller,
  { view, cursor }: ListingsQuery,
): Promise<ListingsResponse> {
  const after = cursor === undefined ? undefined : decodeCursor(caller.userId, view, cursor);
  const page = await listings.listPage(caller.userId, {
    view,
    limit: LISTINGS_PAGE_SIZE,
    ...(after === undefined ? {} : { after }),
  });
  return {
    listings: await toApiListings(page.listings, photos),
    nextCursor: page.lastId === undefined ? null : encodeCursor(caller.userId, view, page.lastId),
  };
}

/** `GET /api/listings/{id}`: another user's id is as unknown as a missing one. */
export async function getListing(
  { listings, photos }: Deps,
  caller: Caller,
  id: string,
): Promise<ApiListing> {
  const listing = await listings.get(caller.userId, id);
  if (!listing) throw listingNotFound();
  return toApiListing(listing, photos);
}
