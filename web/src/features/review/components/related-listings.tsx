import { relatedListings } from '#domain/related-listings.ts';
import { itemTexts } from '#web/lib/item-texts.ts';
import { LinkPreviewCard } from './link-preview-card';

/** The Related Listings block: at most 5 distinct URLs from the AI's research. */
export function RelatedListings({ enrichment, id }: { enrichment: unknown; id: string }) {
  const listings = relatedListings(enrichment);
  if (listings.length === 0) return null;
  return (
    <section className="related" aria-labelledby={`related-${id}`}>
      <h4 id={`related-${id}`} className="related-title">
        {itemTexts.relatedListings}
      </h4>
      <ul className="related-list">
        {listings.map((listing) => (
          <LinkPreviewCard key={listing.url} listing={listing} />
        ))}
      </ul>
    </section>
  );
}
