import type { ComponentProps } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { itemsReadyForReview } from '#domain/listing-collections.ts';
import { batchTexts, itemTexts, pageTexts } from '#domain/messages.ts';
import type { BatchProgress } from '#web/hooks/use-batch-progress.ts';
import { LoadMore } from '#web/components/load-more.tsx';
import { FailedAnalysisCard } from './failed-analysis-card';
import { ReviewCard } from './review-card';
import './review-tab.css';

interface Props {
  /** The items loaded so far: those whose analysis failed show here too. */
  items: WebListing[];
  /** The pages loaded so far of the list of items ready for review. */
  readyItems: WebListing[];
  more?: ComponentProps<typeof LoadMore>;
  onChoosePhoto: () => void;
  onList: (id: string) => void;
  onApprove: (id: string) => void;
  onReject: (id: string) => void;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
  retryingId: string | undefined;
  /** A batch's items as their analyses finish (docs/product.md#add-a-batch). */
  batchProgress?: BatchProgress | undefined;
}

/**
 * The Review tab (docs/product.md#screens): the failed analyses' cards, then one card per ready
 * item, or the empty state when there is neither.
 */
export function ReviewTab({
  items,
  readyItems,
  more,
  onChoosePhoto,
  onList,
  onApprove,
  onReject,
  onRetry,
  onDiscard,
  retryingId,
  batchProgress,
}: Props) {
  const ready = itemsReadyForReview(readyItems);
  const failed = items.filter((item) => item.stage === 'analyzing' && item.analysisError);
  return (
    <div className="review-tab">
      {batchProgress && (
        <section className="card batch-review-progress" aria-label={batchTexts.addBatch}>
          <p>{batchTexts.progress(batchProgress.ready, batchProgress.total)}</p>
          <progress max={batchProgress.total} value={batchProgress.ready} aria-hidden="true" />
          <p className="sr-only" aria-live="polite">
            {batchProgress.announcement}
          </p>
        </section>
      )}
      {failed.map((item) => (
        <FailedAnalysisCard
          key={item.id}
          item={item}
          retrying={retryingId === item.id}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      ))}
      {/* A failed card has its own ways out; "No items to review" beside it would contradict it. */}
      {ready.length === 0 && failed.length > 0 ? null : ready.length === 0 ? (
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
      {more && <LoadMore {...more} />}
    </div>
  );
}
