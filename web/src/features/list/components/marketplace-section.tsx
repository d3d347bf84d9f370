import { itemCategory } from '#domain/item-category.ts';
import type { WebListing } from '#domain/listing.ts';
import { itemCountry, itemCurrency } from '#domain/listing-item.ts';
import { marketplaceListing, type NeedItem } from '#domain/marketplace-listing.ts';
import { marketplacesFor, suitsCategory } from '#domain/marketplaces.ts';
import { itemTexts } from '#domain/messages.ts';
import { useProfile } from '#web/api/get-profile.ts';
import { MarketplaceCard } from './marketplace-card';

interface Props {
  item: WebListing;
  onFill: (field: NonNullable<NeedItem['field']>) => void;
}

/**
 * `List on these platforms` on Listing Details, before and after Save Listing
 * (docs/product.md#where-it-sells): the marketplaces of the item's country, each with the
 * listing written for it.
 */
export function MarketplaceSection({ item, onFill }: Props) {
  // Collection is on until the profile says otherwise (docs/product.md#data).
  const allowCollection = useProfile().data?.allow_collection ?? true;
  const category = itemCategory(item);
  const country = itemCountry(item);
  const input = { fields: item.fields, category, currency: itemCurrency(item), country, allowCollection };
  return (
    <section className="card marketplaces" aria-labelledby={`marketplaces-${item.id}`}>
      <h3 id={`marketplaces-${item.id}`} className="detail-heading">
        {itemTexts.listOnPlatforms}
      </h3>
      <ul className="marketplace-cards">
        {marketplacesFor(country).map((marketplace) => (
          <MarketplaceCard
            key={marketplace.id}
            item={item}
            listing={marketplaceListing(marketplace, input)}
            suitsHint={suitsCategory(marketplace, category) ? undefined : marketplace.suits?.join(', ')}
            onFill={onFill}
          />
        ))}
      </ul>
    </section>
  );
}
