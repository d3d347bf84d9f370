import { endedOnEbay, notEndedOnEbay, offerToWithdraw } from '#domain/ebay-withdrawal.ts';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { EbayNotConnectedError, EbayReconnectNeededError } from '../lib/ports/ebay-access';
import { EbayRefusedError, type EbayListings } from '../lib/ports/ebay-listings';
import type { ListingLife } from '../lib/ports/listing-life';
import type { StoredListing } from '../lib/ports/listings-repository';
import { logger } from '../lib/runtime/logger';

// Sold, given away or kept: the product ends the eBay listing it published itself
// (docs/product.md#item-life, docs/architecture/backend.md#ending-the-ebay-listing). The
// seller's change is already stored, its eBay reminder with it, so a drop from here on leaves
// the reminder, never a silently live listing. eBay's answer is then written onto the life: the
// reminder ticked ("Ended on eBay for you"), or kept with why in one sentence.

export interface EndOnEbayServices {
  listings: ListingLife;
  /** The caller's eBay (the adapter on the caller's EbayAccess). */
  ebayFor: (userId: string) => EbayListings;
}

/** Why eBay did not end it, as the seller reads it. */
function reasonOf(error: unknown): string {
  if (error instanceof EbayNotConnectedError) return texts.notConnected;
  if (error instanceof EbayReconnectNeededError) return texts.reconnect;
  if (error instanceof EbayRefusedError) return texts.notEnded;
  return texts.notReached;
}

/** The item after eBay's answer; the stored change as it is when anything else fails. */
export async function endOnEbay(
  { listings, ebayFor }: EndOnEbayServices,
  stored: StoredListing,
  now: Date,
): Promise<StoredListing> {
  const offerId = offerToWithdraw(stored.life);
  if (!offerId || !stored.life) return stored;
  let life;
  try {
    await ebayFor(stored.user_id).withdraw(offerId);
    life = endedOnEbay(stored.life);
  } catch (error) {
    logger.warn('the eBay offer was not withdrawn', { offerId, error: error as Error });
    life = notEndedOnEbay(stored.life, reasonOf(error));
  }
  try {
    // Changed meanwhile (another device): that change stands; eBay's answer is not written.
    return (await listings.changeLife(stored, life, now.toISOString())) ?? stored;
  } catch (error) {
    logger.warn("eBay's answer was not written onto the life", { offerId, error: error as Error });
    return stored;
  }
}
