import { useEffect, useRef, useState } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { titleOrUntitled } from '#domain/listing-item.ts';
import { batchTexts } from '#domain/messages.ts';

/** The batch's items as Review follows them: how many there are, and the listings made so far. */
export interface BatchItems {
  total: number;
  listingIds: string[];
}

export interface BatchProgress {
  ready: number;
  total: number;
  /** The latest item that became ready, said once to screen readers. */
  announcement: string | undefined;
}

/** An item counts as ready once its analysis is over (ready for review, or moved on since). */
function isReady(item: WebListing | undefined): boolean {
  return item !== undefined && item.stage !== 'analyzing';
}

/**
 * The Review tab's "6 of 9 ready" (docs/product.md#add-a-batch): the batch's items as their
 * analyses finish, each announced once however often the list is read again. `onAllReady`
 * once every item is: the batch kept on the device for a reload is let go.
 */
export function useBatchProgress(
  batch: BatchItems,
  items: readonly WebListing[],
  onAllReady: () => void = () => {},
): BatchProgress | undefined {
  const announced = useRef(new Set<string>());
  const [announcement, setAnnouncement] = useState<string>();
  const ready = batch.listingIds.filter((id) => isReady(items.find((item) => item.id === id)));
  const key = ready.join(',');
  useEffect(() => {
    for (const id of ready) {
      if (announced.current.has(id)) continue;
      announced.current.add(id);
      const item = items.find((candidate) => candidate.id === id)!;
      setAnnouncement(batchTexts.itemReady(titleOrUntitled(item.fields)));
    }
    if (batch.total > 0 && ready.length === batch.total) onAllReady();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the ready set or the batch changes
  }, [key, batch]);
  return batch.total > 0 ? { ready: ready.length, total: batch.total, announcement } : undefined;
}
