import { useEffect, useMemo, useState } from 'react';
import { batchTexts } from '#domain/messages.ts';
import { groupingLevel, MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import {
  type BatchPlan,
  canMerge,
  chooseCover,
  dropPhoto,
  itemOf,
  itemsToCreate,
  mergeItems,
  movePhoto,
  moveToNewItem,
  splitItem,
} from '#web/photos/batch-plan.ts';
import { DiscardBatchDialog } from './discard-batch-dialog';
import './grouping-screen.css';

interface Props {
  plan: BatchPlan;
  /** Each photo's small copy, by photo id. */
  thumbnails: Readonly<Record<string, Blob>>;
  onChange: (plan: BatchPlan) => void;
  onCreate: () => void;
  onCancel: () => void;
}

/** Object URLs for the thumbnails while the screen shows, let go when it goes. */
function useThumbnailUrls(thumbnails: Readonly<Record<string, Blob>>): Record<string, string> {
  const urls = useMemo(
    () => Object.fromEntries(Object.entries(thumbnails).map(([id, blob]) => [id, URL.createObjectURL(blob)])),
    [thumbnails],
  );
  useEffect(() => () => Object.values(urls).forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * The grouping screen (docs/product.md#add-a-batch): one row of thumbnails an item, cover first,
 * with how sure the grouping is. Tapping a photo opens its actions under its row (touch-sized):
 * make it the cover, move it to another item or a new one, split the item before it, leave it
 * out. The edits are batch-plan.ts's pure functions. Cancel (shown while no photo's actions
 * are open) asks before the grouping is discarded.
 */
export function GroupingScreen({ plan, thumbnails, onChange, onCreate, onCancel }: Props) {
  const urls = useThumbnailUrls(thumbnails);
  const [selected, setSelected] = useState<string>();
  const creatable = itemsToCreate(plan);
  const apply = (next: BatchPlan) => {
    setSelected(undefined);
    onChange(next);
  };

  return (
    <section className="card tab-panel-card grouping-screen" aria-labelledby="grouping-title">
      <h2 id="grouping-title" className="section-title">
        {batchTexts.groupingTitle}
      </h2>
      <p className="muted grouping-hint">{batchTexts.groupingHint}</p>
      <ol className="grouping-items">
        {plan.map((item, index) => {
          const chosen = selected && item.photoIds.includes(selected) ? selected : undefined;
          const above = plan[index - 1];
          return (
            <li key={item.id} className="grouping-item" aria-label={batchTexts.itemLabel(index + 1)}>
              <div className="grouping-item-head">
                <span className="grouping-item-name">{batchTexts.itemLabel(index + 1)}</span>
                <span
                  className={`grouping-confidence grouping-confidence-${groupingLevel(item.confidence)}`}
                  aria-label={batchTexts.confidenceLabel(item.confidence)}
                >
                  {batchTexts.confidence(item.confidence)}
                </span>
                <span className="muted grouping-count">
                  {item.photoIds.length}/{MAX_PHOTOS_PER_ITEM}
                </span>
                {above && canMerge(plan, item.id, above.id) && (
                  <button
                    type="button"
                    className="button button-quiet grouping-merge"
                    onClick={() => apply(mergeItems(plan, item.id, above.id))}
                  >
                    {batchTexts.mergeWithPrevious}
                  </button>
                )}
              </div>
              <div className="grouping-photos">
                {item.photoIds.map((id, at) => (
                  <button
                    key={id}
                    type="button"
                    className="grouping-photo"
                    aria-pressed={selected === id}
                    aria-label={batchTexts.photoOf(at + 1, index + 1)}
                    onClick={() => setSelected(selected === id ? undefined : id)}
                  >
                    <img src={urls[id]} alt="" draggable={false} />
                    {at === 0 && <span className="grouping-cover">{batchTexts.cover}</span>}
                  </button>
                ))}
              </div>
              {chosen && (
                <PhotoActions
                  plan={plan}
                  photoId={chosen}
                  itemNumber={(id) => plan.findIndex((candidate) => candidate.id === id) + 1}
                  onApply={apply}
                  onClose={() => setSelected(undefined)}
                />
              )}
            </li>
          );
        })}
      </ol>
      <div className="grouping-actions">
        {/* While a photo's actions are open their own Cancel closes them: one Cancel at a time. */}
        {selected === undefined && (
          <DiscardBatchDialog photos={plan.flatMap((item) => item.photoIds).length} onDiscard={onCancel} />
        )}
        <button
          type="button"
          className="button button-primary button-large"
          disabled={creatable.length === 0}
          onClick={onCreate}
        >
          {batchTexts.create(creatable.length)}
        </button>
      </div>
    </section>
  );
}

interface ActionProps {
  plan: BatchPlan;
  photoId: string;
  itemNumber: (itemId: string) => number;
  onApply: (plan: BatchPlan) => void;
  onClose: () => void;
}

/** The chosen photo's actions, under its row. */
function PhotoActions({ plan, photoId, itemNumber, onApply, onClose }: ActionProps) {
  const item = itemOf(plan, photoId)!;
  const at = item.photoIds.indexOf(photoId);
  const targets = plan.filter((other) => other !== item && other.photoIds.length < MAX_PHOTOS_PER_ITEM);
  return (
    <div
      className="grouping-photo-actions"
      role="group"
      aria-label={batchTexts.photoOf(at + 1, itemNumber(item.id))}
    >
      <div className="grouping-action-row">
        {at > 0 && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => onApply(chooseCover(plan, photoId))}
          >
            {batchTexts.makeCover}
          </button>
        )}
        {at > 0 && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => onApply(splitItem(plan, item.id, at))}
          >
            {batchTexts.splitHere}
          </button>
        )}
        <button
          type="button"
          className="button button-outline"
          onClick={() => onApply(dropPhoto(plan, photoId))}
        >
          {batchTexts.drop}
        </button>
        <button type="button" className="button button-quiet" onClick={onClose}>
          {batchTexts.cancel}
        </button>
      </div>
      <div className="grouping-action-row" role="group" aria-label={batchTexts.moveTo}>
        <span className="muted">{batchTexts.moveTo}</span>
        {targets.map((target) => (
          <button
            key={target.id}
            type="button"
            className="button button-outline"
            onClick={() => onApply(movePhoto(plan, photoId, target.id))}
          >
            {batchTexts.itemLabel(itemNumber(target.id))}
          </button>
        ))}
        {item.photoIds.length > 1 && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => onApply(moveToNewItem(plan, photoId))}
          >
            {batchTexts.newItem}
          </button>
        )}
      </div>
    </div>
  );
}
