import type { GoneLists, ItemLife, Posting } from './item-life';

// Ending the product's own eBay listing once the item is gone (docs/product.md#item-life):
// which posting the product may end (only one it published itself, List on eBay), and the life
// after eBay answered: the reminder ticked ("Ended on eBay for you"), or kept with its reason.

export const EBAY = 'ebay';

type GoneLife = Extract<ItemLife, GoneLists>;

function gone(life: ItemLife | null | undefined): GoneLife | undefined {
  return life && life.state !== 'saved' && life.state !== 'listed' ? life : undefined;
}

/** A posting the product published on eBay (it holds eBay's offer id). */
export function publishedByProduct(posting: Posting): posting is Posting & { ebay_offer_id: string } {
  return posting.marketplace === EBAY && typeof posting.ebay_offer_id === 'string';
}

/**
 * The eBay offer the product should withdraw: a gone item's eBay reminder of a posting the
 * product published, not tried yet. A posting the seller recorded by hand is never withdrawn.
 */
export function offerToWithdraw(life: ItemLife | null | undefined): string | undefined {
  const posting = gone(life)?.to_take_down.find(publishedByProduct);
  return posting && posting.not_ended === undefined ? posting.ebay_offer_id : undefined;
}

/** The life once eBay ended the listing: the eBay reminder ticked, by the product. */
export function endedOnEbay(life: ItemLife): ItemLife {
  const item = gone(life);
  if (!item) return life;
  const ended = item.to_take_down.filter(publishedByProduct);
  if (!ended.length) return life;
  return {
    ...item,
    to_take_down: item.to_take_down.filter((posting) => !publishedByProduct(posting)),
    ended_for_you: [...(item.ended_for_you ?? []), ...ended],
  };
}

/** The life once the withdrawal failed: the eBay reminder stays, with why in one sentence. */
export function notEndedOnEbay(life: ItemLife, reason: string): ItemLife {
  const item = gone(life);
  if (!item) return life;
  return {
    ...item,
    to_take_down: item.to_take_down.map((posting) =>
      publishedByProduct(posting) ? { ...posting, not_ended: reason } : posting,
    ),
  };
}

/** The postings the product ended itself, for the item's life to show ticked. */
export function endedForYou(life: ItemLife | null | undefined): Posting[] {
  return gone(life)?.ended_for_you ?? [];
}

/** The life with eBay's offer (and the live address) on its eBay posting: List on eBay published it. */
export function withEbayOffer(life: ItemLife, offerId: string, url?: string): ItemLife {
  if (life.state !== 'listed') return life;
  return {
    ...life,
    postings: life.postings.map((posting) =>
      posting.marketplace === EBAY
        ? { ...posting, ebay_offer_id: offerId, ...(url ? { url } : {}) }
        : posting,
    ),
  };
}

/** The offer of an item live on eBay through the product (a new price goes to it), if any. */
export function liveEbayOffer(life: ItemLife | null | undefined): string | undefined {
  if (life?.state !== 'listed') return undefined;
  return life.postings.find(publishedByProduct)?.ebay_offer_id;
}
