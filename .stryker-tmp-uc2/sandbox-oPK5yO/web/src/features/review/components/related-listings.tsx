// @ts-nocheck
import { itemTexts, pageTexts } from '#domain/messages.ts';
import { relatedListings } from '#domain/related-listings.ts';
import { LinkPreviewCard } from './link-preview-card';

/**
 * The Related Listings block: at most 5 distinct URLs from the AI's research. It is always on
 * the card, and says so when the research cited none (docs/product.md#screens).
 */
export function RelatedListings({ enrichment, id }: { enrichment: unknown; id: string }) {
  const listings = relatedListings(enrichment);
  return (
    <section className="related" aria-labelledby={`related-${id}`}>
      <h4 id={`related-${id}`} className="related-title">
        {itemTexts.relatedListings}
      </h4>
      {listings.length === 0 ? (
        <p className="muted related-none">{pageTexts.noRelatedListings}</p>
      ) : (
        <ul className="related-list">
          {listings.map((listing) => (
            <LinkPreviewCard key={listing.url} listing={listing} />
          ))}
        </ul>
      )}
    </section>
  );
}
