import { researchCutShort } from '#domain/listing.ts';
import { itemTexts, pageTexts } from '#domain/messages.ts';
import type { CurrencyCode } from '#domain/currency.ts';
import { relatedListings } from '#domain/related-listings.ts';
import { LinkPreviewCard } from './link-preview-card';

/**
 * The Related Listings block: at most 5 distinct URLs from the AI's research. It is always on
 * the card, and says so when the research cited none (docs/product.md#screens), or when it was
 * cut short at its output ceiling (docs/architecture/backend.md#spend-ceilings).
 */
export function RelatedListings({
  enrichment,
  id,
  currency,
}: {
  enrichment: unknown;
  id: string;
  currency: CurrencyCode;
}) {
  const listings = relatedListings(enrichment, currency);
  return (
    <section className="related" aria-labelledby={`related-${id}`}>
      <h4 id={`related-${id}`} className="related-title">
        {itemTexts.relatedListings}
      </h4>
      {researchCutShort(enrichment) && (
        <p className="muted related-cut-short">{pageTexts.researchCutShort}</p>
      )}
      {listings.length === 0 ? (
        <p className="muted related-none">{pageTexts.noRelatedListings}</p>
      ) : (
        <ul className="related-list">
          {listings.map((listing) => (
            <LinkPreviewCard key={listing.url} listing={listing} currency={currency} />
          ))}
        </ul>
      )}
    </section>
  );
}
