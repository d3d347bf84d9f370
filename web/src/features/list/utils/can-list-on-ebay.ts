import { ebayMarketplaceIdFor } from '#domain/ebay-listing.ts';
import type { WebListing } from '#domain/listing.ts';
import { itemCountry } from '#domain/listing-item.ts';

/**
 * Whether List on eBay is offered for the item (docs/product.md#list-on-ebay): saved, of a
 * country where the catalogue has eBay, still the seller's and not live on eBay already (the
 * server refuses the rest; the button is not offered for them).
 */
export function canListOnEbay(item: Pick<WebListing, 'stage' | 'country' | 'life'>): boolean {
  if (item.stage !== 'saved' || !ebayMarketplaceIdFor(itemCountry(item))) return false;
  const life = item.life ?? { state: 'saved' };
  if (life.state === 'saved') return true;
  return life.state === 'listed' && !life.postings.some((posting) => posting.marketplace === 'ebay');
}
