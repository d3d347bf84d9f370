import type { ListingItem } from '#domain/listing.ts';
import { itemsReadyForReview } from '#domain/listing-collections.ts';
import { pageTexts } from '#domain/messages.ts';
import { itemTexts } from '#web/lib/item-texts.ts';
import { FailedAnalysisCard } from './failed-analysis-card';
import { ReviewCard } from './review-card';
import './review-tab.css';

interface Props {
  items: ListingItem[];
  onChoosePhoto: () => void;
  onList: (id: string) => void;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
  onRetry: (id: string) => void;
  retryingId: string | undefined;
}

/** The Review tab (SPEC.md point 2): one card per ready item, or the empty state. */
export function ReviewTab({ items, onChoosePhoto, onList, onApprove, onReject, onRetry, retryingId }: Props) {
  const ready = itemsReadyForReview(items);
  const failed = items.filter((item) => item.stage === 'analyzing' && item.analysisError);
  return (
    <div className="review-tab">
      {failed.map((item) => (
        <FailedAnalysisCard key={item.id} item={item} retrying={retryingId === item.id} onRetry={onRetry} />
      ))}
      {ready.length === 0 ? (
        <section className="card tab-panel-card empty-state">
          <h2 className="section-title">{pageTexts.reviewEmpty.title}</h2>
          <p className="muted">{pageTexts.reviewEmpty.description}</p>
          <button className="button button-primary" type="button" onClick={onChoosePhoto}>
            {itemTexts.upload}
          </button>
        </section>
      ) : (
        ready.map((item) => (
          <ReviewCard key={item.id} item={item} onList={onList} onApprove={onApprove} onReject={onReject} />
        ))
      )}
    </div>
  );
}
