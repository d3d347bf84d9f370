import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { messages } from '#domain/messages.ts';
import { getListingQueryOptions } from '#web/api/get-listing.ts';
import { cachedListings, updateCachedListings } from '#web/api/listings-cache.ts';
import { queryKeys } from '#web/api/query-keys.ts';
import { notify } from '#web/lib/notify.ts';

/** Polling starts at 2 s and backs off by half again each time, up to 15 s. */
export function pollDelay(pollsSoFar: number): number {
  return Math.min(2000 * 1.5 ** pollsSoFar, 15_000);
}

const isWaiting = (item: WebListing | undefined) => item?.stage === 'analyzing' && !item.analysisError;

/**
 * The analysis runs on the server (docs/design.md#analysis); the browser polls every item that
 * is still analysing, including those found on entry, so a reload mid-analysis picks them
 * up again. When one is done the list takes the new item and the user is told: `Analysis
 * complete!` on success, or the page message and `Something went wrong` on failure.
 */
export function useAnalysisWatch(items: readonly WebListing[], onFailed: (text: string, id: string) => void) {
  const queryClient = useQueryClient();
  const waiting = items.filter(isWaiting);
  const polls = useQueries({
    queries: waiting.map((item) => ({
      ...getListingQueryOptions(item.id),
      staleTime: 0,
      refetchInterval: (query: { state: { data?: WebListing; dataUpdateCount: number } }) =>
        isWaiting(query.state.data ?? item) ? pollDelay(query.state.dataUpdateCount) : false,
    })),
  });

  const finished = polls.flatMap((poll) => (poll.data && !isWaiting(poll.data) ? [poll.data] : []));
  const finishedKey = finished
    .map((item) => `${item.id}:${item.stage}:${item.analysisError ?? ''}`)
    .join('|');

  useEffect(() => {
    if (finished.length === 0) return;
    const before = cachedListings(queryClient);
    for (const done of finished) {
      const known = before.find((item) => item.id === done.id);
      if (!isWaiting(known)) continue;
      if (done.stage === 'analyzing') onFailed(done.analysisError ?? '', done.id);
      else notify(messages.analysisComplete);
    }
    updateCachedListings(queryClient, (list) =>
      list.map((item) => finished.find((done) => done.id === item.id) ?? item),
    );
    // A newly ready item joins the Review tab's list, which only the server can page.
    if (finished.some((done) => done.stage === 'ready')) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.listingPages('ready') });
    }
    // finishedKey names exactly what changed; `finished` is a new array every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [finishedKey, queryClient]);
}
