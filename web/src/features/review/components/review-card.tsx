import type { WebListing } from '#domain/listing.ts';
import { categoryLabel } from '#domain/item-category.ts';
import { itemCurrency, titleOrUntitled } from '#domain/listing-item.ts';
import { priceHintForText } from '#domain/prices.ts';
import { researchText } from '#domain/related-listings.ts';
import { CategoryBadge } from '#web/components/category-badge.tsx';
import { IconButton } from '#web/components/icon-button.tsx';
import { itemTexts } from '#domain/messages.ts';
import { RelatedListings } from './related-listings';

interface Props {
  item: WebListing;
  onList: (id: string) => void;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
}

/** One ready item on the Review tab (docs/product.md#screens, "Review tab"). */
export function ReviewCard({ item, onList, onApprove, onReject }: Props) {
  const enrichment = item.ai?.enrichment.result;
  const title = titleOrUntitled(item.fields);
  const edition = item.ai?.fields.edition?.trim();
  const author = item.fields.author?.trim();

  return (
    <article className="card review-card" aria-labelledby={`review-title-${item.id}`}>
      <div className="review-media">
        <img className="review-image" src={item.imageUrl} alt={title} />
        <CategoryBadge category={categoryLabel(item)} />
      </div>
      <div className="review-body">
        <h3 id={`review-title-${item.id}`} className="review-title">
          {title}
        </h3>
        {author && (
          <p className="review-meta">
            {itemTexts.author}: {author}
          </p>
        )}
        {edition && (
          <p className="review-meta">
            {itemTexts.edition}: {edition}
          </p>
        )}
        <RelatedListings enrichment={enrichment} id={item.id} currency={itemCurrency(item)} />
        <p className="price-hint">
          <span className="sr-only">{itemTexts.priceHintLabel}: </span>
          {priceHintForText(researchText(enrichment), itemCurrency(item))}
        </p>
        <div className="review-actions">
          <button className="button button-primary" type="button" onClick={() => onList(item.id)}>
            {itemTexts.list}
          </button>
          {/* Icons only: the tooltip names them on hover and focus, the label for screen readers. */}
          <IconButton
            icon="thumbsUp"
            className="review-thumb"
            label={itemTexts.thumbsUp}
            onClick={() => onApprove(item.id)}
          />
          <IconButton
            icon="thumbsDown"
            className="review-thumb"
            label={itemTexts.thumbsDown}
            onClick={() => onReject(item.id)}
          />
        </div>
      </div>
    </article>
  );
}
