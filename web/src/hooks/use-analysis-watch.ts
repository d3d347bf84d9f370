import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { messages } from '#domain/messages.ts';
import { getListingQueryOptions } from '#web/api/get-listing.ts';
import { cachedListing, upsertListing } from '#web/api/listings-cache.ts';
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

  /** The items shown waiting and not yet announced finished. */
  const shownWaiting = useRef(new Set<string>());
  const announce = (done: WebListing) => {
    shownWaiting.current.delete(done.id);
    if (done.stage === 'analyzing') onFailed(done.analysisError ?? '', done.id);
    else notify(messages.analysisComplete);
  };

  // Each finished item is announced once, while the cache still shows it waiting, then the
  // cache takes it: the list, and the Review list it may join (listings-cache.ts).
  const settle = useEffectEvent(() => {
    for (const done of finished) {
      if (!isWaiting(cachedListing(queryClient, done.id))) continue;
      announce(done);
      upsertListing(queryClient, done);
    }
  });
  // finishedKey names exactly what changed; `finished` is a new array every render.
  useEffect(() => settle(), [finishedKey]);

  // The list itself can bring an item shown waiting back finished before any poll did: after
  // a reload the list kept on the device shows it waiting, and the list read once the screen
  // has painted has it ready. It is announced all the same, once.
  const itemsKey = items.map((item) => `${item.id}:${item.stage}:${item.analysisError ?? ''}`).join('|');
  const follow = useEffectEvent(() => {
    for (const item of items) {
      if (isWaiting(item)) shownWaiting.current.add(item.id);
      else if (shownWaiting.current.has(item.id)) announce(item);
    }
  });
  useEffect(() => follow(), [itemsKey]);
}
