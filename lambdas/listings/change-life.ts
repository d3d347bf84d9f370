import type { LifeChangeRequest } from '#domain/api-types.ts';
import { applyTransition } from '#domain/item-life.ts';
import type { ApiListing } from '#domain/listing.ts';
import { itemCurrency } from '#domain/listing-item.ts';
import { lifeMarketplacesFor } from '#domain/marketplace-host.ts';
import { serverTexts } from '#domain/messages.ts';
import { ApiError, badRequest } from '../lib/runtime/api-error';
import type { ListingLife } from '../lib/ports/listing-life';
import type { ListingReads } from '../lib/ports/listing-reads';
import type { Caller } from '../lib/runtime/caller';
import type { Services } from '../lib/runtime/services';
import { listingNotFound, toApiListing } from './listing-view';

const texts = serverTexts.life;
const stale = () => new ApiError(409, 'conflict', texts.stale);

/**
 * `POST /api/listings/{id}/life` (docs/product.md#item-life): one event of the caller's saved
 * item, made from the version the client saw (`seen`, its `updated_at`). The state machine
 * (domain/item-life.ts) decides, with the marketplaces of the item's country; the new life,
 * its state and, once sold, the sale's date are written in one conditional update, so a change
 * made elsewhere meanwhile (another device, a saved field) is a 409 and nothing is written.
 */
export async function changeLife(
  { listings, photos }: Pick<Services, 'photos'> & { listings: ListingReads & ListingLife },
  caller: Caller,
  id: string,
  { event, seen }: LifeChangeRequest,
  now = new Date(),
): Promise<ApiListing> {
  const listing = await listings.get(caller.userId, id);
  if (!listing) throw listingNotFound();
  if (listing.updated_at !== seen) throw stale();
  // The sale is in the item's currency: its price and the totals then add up.
  const currency = itemCurrency(listing);
  if (event.type === 'sell' && event.currency !== currency) throw badRequest(texts.otherCurrency(currency));
  const result = applyTransition(listing, event, now, lifeMarketplacesFor(listing.country));
  if (!result.ok) throw badRequest(result.reason);
  const changed = await listings.changeLife(listing, result.life, now.toISOString());
  if (changed) return toApiListing(changed, photos);
  // Gone meanwhile (deleted) reads as any missing item; changed meanwhile is stale.
  if (!(await listings.get(caller.userId, id))) throw listingNotFound();
  throw stale();
}
