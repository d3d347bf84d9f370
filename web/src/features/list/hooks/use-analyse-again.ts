import { useState } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { photoTexts } from '#domain/messages.ts';
import { useReanalyzeListing } from '#web/features/list/api/reanalyze-listing.ts';
import { notify } from '#web/lib/notify.ts';

/**
 * Analyse again with all photos: the server refines the AI result from every photo and keeps
 * the user's own fields; the refined item replaces the cached one. A failure is said in a
 * toast and beside the button, which stays there to try again.
 */
export function useAnalyseAgain(item: WebListing) {
  const [outcome, setOutcome] = useState<{ done: true; summary: string } | { done: false; reason: string }>();
  const mutation = useReanalyzeListing({
    mutationConfig: {
      onMutate: () => setOutcome(undefined),
      onSuccess: ({ item: refined, reading }) => {
        // Said from what the server did: a keyless home's offline analyser is not the AI.
        const count = refined.photos.length;
        const offline = reading.reader === 'offline';
        notify(
          offline ? photoTexts.analysedOffline(reading.photos_read, count) : photoTexts.analysedAgain(count),
        );
        const summary = offline
          ? photoTexts.analysedOfflineSummary(reading.photos_read, count)
          : photoTexts.analysedSummary(count);
        setOutcome({ done: true, summary });
      },
      onError: (error) => {
        notify(photoTexts.analyseFailed(error.message));
        setOutcome({ done: false, reason: error.message });
      },
    },
  });
  return {
    analyse: () => mutation.mutate({ id: item.id }),
    analysing: mutation.isPending,
    outcome,
  };
}
