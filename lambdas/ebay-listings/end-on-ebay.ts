import { endedOnEbay, notEndedOnEbay, offerToWithdraw } from '#domain/ebay-withdrawal.ts';
import type { ApiListing } from '#domain/listing.ts';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { EbayNotConnectedError, EbayReconnectNeededError } from '../lib/ports/ebay-access';
import { EbayRefusedError } from '../lib/ports/ebay-listings';
import type { Caller } from '../lib/runtime/caller';
import { logger } from '../lib/runtime/logger';
import { listingNotFound, toApiListing } from '../listings/listing-view';
import type { ListOnEbayServices } from './list-on-ebay';

// Sold, given away or kept: the product ends the eBay listing it published itself
// (docs/product.md#item-life, docs/architecture/backend.md#list-on-ebay). The
// seller's change is already stored with its eBay reminder (the life route), so a drop before
// or during this call leaves the reminder, never a silently live listing. eBay's answer is then
// written onto the life: the reminder ticked ("Ended on eBay for you"), or kept with why in one
// sentence. Whatever eBay answers, the seller's change stands.

export type EndOnEbayServices = Pick<ListOnEbayServices, 'listings' | 'photos' | 'ebayFor'>;

/** Why eBay did not end it, as the seller reads it. */
function reasonOf(error: unknown): string {
  if (error instanceof EbayNotConnectedError) return texts.notConnected;
  if (error instanceof EbayReconnectNeededError) return texts.reconnect;
  if (error instanceof EbayRefusedError) return texts.notEnded;
  return texts.notReached;
}

/**
 * `POST /api/listings/{id}/ebay/withdraw`: the caller's own gone item's eBay listing ended, if
 * the product published it and has not tried yet; else the item as it is (a resend is harmless).
 */
export async function endOnEbay(
  { listings, photos, ebayFor }: EndOnEbayServices,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<ApiListing> {
  const stored = await listings.get(caller.userId, id);
  if (!stored) throw listingNotFound();
  const offerId = offerToWithdraw(stored.life);
  if (!offerId || !stored.life) return toApiListing(stored, photos);
  let life;
  try {
    await ebayFor(caller.userId).withdraw(offerId);
    life = endedOnEbay(stored.life);
  } catch (error) {
    logger.warn('the eBay offer was not withdrawn', { offerId, error: error as Error });
    life = notEndedOnEbay(stored.life, reasonOf(error));
  }
  // Changed meanwhile (another device): that change stands, and the seller sees it on reload.
  const changed = await listings.changeLife(stored, life, now.toISOString());
  return toApiListing(changed ?? stored, photos);
}
