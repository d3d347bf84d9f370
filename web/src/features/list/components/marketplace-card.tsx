import type { MarketplaceListing, NeedItem } from '#domain/marketplace-listing.ts';
import { itemTexts, marketplaceTexts } from '#domain/messages.ts';
import type { WebListing } from '#domain/listing.ts';
import { Icon } from '#web/components/icons/icons.tsx';
import { copyText } from '#web/lib/copy-text.ts';
import { ListOnEbay } from './ebay/list-on-ebay';
import { ShareButton } from './share-button';

interface Props {
  item: WebListing;
  listing: MarketplaceListing;
  /** The categories the site suits, said when the item's is not one of them. */
  suitsHint?: string;
  /** Takes the seller to the field that fills a gap. */
  onFill: (field: NonNullable<NeedItem['field']>) => void;
}

/**
 * One marketplace on a saved item: its checklist, a cut title's warning, Copy, Share and Open;
 * on eBay's, List on eBay where the item can be listed there by the product itself.
 */
export function MarketplaceCard({ item, listing, suitsHint, onFill }: Props) {
  const { marketplace, needs } = listing;
  const { name } = marketplace;
  const headingId = `marketplace-${item.id}-${marketplace.id}`;
  return (
    <li className="marketplace-card" aria-labelledby={headingId}>
      <h4 id={headingId} className="marketplace-name">
        {name}
      </h4>
      {suitsHint && <p className="muted marketplace-note">{marketplaceTexts.suits(suitsHint)}</p>}
      {listing.condition && (
        <p className="muted marketplace-note">{marketplaceTexts.conditionOn(name, listing.condition)}</p>
      )}
      {listing.titleCut && marketplace.rules.titleMax !== undefined && (
        <div className="marketplace-warning" role="note">
          <Icon name="alert" size={16} />
          <p>
            {marketplaceTexts.titleCut(name, marketplace.rules.titleMax)}
            <span className="marketplace-cut-title">{listing.title}</span>
          </p>
        </div>
      )}
      {needs.length === 0 ? (
        <p className="marketplace-ready">{marketplaceTexts.ready(name)}</p>
      ) : (
        <div className="marketplace-needs">
          <p>
            {marketplaceTexts.needs(name)}{' '}
            {needs.map(({ need }) => marketplaceTexts.needNames[need]).join(', ')}
          </p>
          <ul className="marketplace-gaps">
            {needs.map(({ need, field }) => (
              <li key={need}>
                {field ? (
                  <button className="button button-outline" type="button" onClick={() => onFill(field)}>
                    {marketplaceTexts.add(marketplaceTexts.needNames[need])}
                  </button>
                ) : (
                  <span className="muted">
                    {marketplaceTexts.needNames[need]}: {marketplaceTexts.chosenOnSite(name)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {marketplace.sources.length === 0 && (
        <p className="muted marketplace-note">{marketplaceTexts.unsourced}</p>
      )}
      {marketplace.id === 'ebay' && <ListOnEbay item={item} />}
      <div className="marketplace-actions">
        <button
          className="button button-primary"
          type="button"
          onClick={() => void copyText(listing.text, marketplaceTexts.copyLabel(name))}
        >
          <Icon name="copy" size={16} /> {marketplaceTexts.copy(name)}
        </button>
        <ShareButton
          item={item}
          text={listing.text}
          label={`${marketplaceTexts.share} (${name})`}
          className="button button-outline"
        />
        <a className="button button-outline" href={marketplace.url} target="_blank" rel="noopener noreferrer">
          {marketplaceTexts.open(name)}
          <span className="sr-only"> {itemTexts.opensInNewTab}</span>
        </a>
      </div>
    </li>
  );
}
