import type { WebListing } from '#domain/listing.ts';
import { Icon } from '#web/components/icons/icons.tsx';
import { itemTexts } from '#web/lib/item-texts.ts';

interface Props {
  item: WebListing;
  retrying: boolean;
  onRetry: (id: string) => void;
}

/** An item whose analysis failed: it stays analyzing (docs/product.md#states-and-transitions) and offers a retry. */
export function FailedAnalysisCard({ item, retrying, onRetry }: Props) {
  return (
    <article className="card failed-card" aria-labelledby={`failed-${item.id}`}>
      <img className="failed-image" src={item.imageUrl} alt="" />
      <div className="failed-body">
        <h3 id={`failed-${item.id}`} className="review-title">
          {itemTexts.analysisFailedTitle}
        </h3>
        <p className="muted">{item.analysisError}</p>
        <button
          className="button button-outline"
          type="button"
          disabled={retrying}
          onClick={() => onRetry(item.id)}
        >
          <Icon name="refresh" size={16} /> {retrying ? itemTexts.retrying : itemTexts.retryAnalysis}
        </button>
      </div>
    </article>
  );
}
