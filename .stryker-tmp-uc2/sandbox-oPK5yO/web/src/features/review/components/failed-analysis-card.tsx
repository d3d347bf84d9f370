// @ts-nocheck
import type { WebListing } from '#domain/listing.ts';
import { Icon } from '#web/components/icons/icons.tsx';
import { itemTexts, recoveryTexts } from '#domain/messages.ts';

interface Props {
  item: WebListing;
  retrying: boolean;
  onRetry: (id: string) => void;
  /** Deletes the item and its photo. */
  onDiscard: (id: string) => void;
}

/**
 * An item whose analysis failed: it stays analyzing (docs/product.md#states-and-transitions)
 * and offers both ways out, the same photo analysed again or the item discarded
 * (docs/product.md#errors-and-the-way-out).
 */
export function FailedAnalysisCard({ item, retrying, onRetry, onDiscard }: Props) {
  return (
    <article className="card failed-card" aria-labelledby={`failed-${item.id}`}>
      <img className="failed-image" src={item.imageUrl} alt="" />
      <div className="failed-body">
        <h3 id={`failed-${item.id}`} className="review-title">
          {itemTexts.analysisFailedTitle}
        </h3>
        <p className="muted">{item.analysisError}</p>
        <div className="failed-actions">
          <button
            className="button button-outline"
            type="button"
            disabled={retrying}
            onClick={() => onRetry(item.id)}
          >
            <Icon name="refresh" size={16} /> {retrying ? itemTexts.retrying : itemTexts.retryAnalysis}
          </button>
          <button
            className="button button-outline failed-discard"
            type="button"
            disabled={retrying}
            onClick={() => onDiscard(item.id)}
          >
            <Icon name="trash" size={16} /> {recoveryTexts.discard}
          </button>
        </div>
      </div>
    </article>
  );
}
