// @ts-nocheck
import { useState } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { photoTexts } from '#domain/messages.ts';
import { useReanalyzeListing } from '#web/api/reanalyze-listing.ts';
import { notify } from '#web/lib/notify.ts';

/**
 * Analyse again with all photos: the server refines the AI result from every photo and keeps
 * the user's own fields; the refined item replaces the cached one. A failure is said in a
 * toast and beside the button, which stays there to try again.
 */
export function useAnalyseAgain(item: WebListing) {
  const [outcome, setOutcome] = useState<{ done: true; count: number } | { done: false; reason: string }>();
  const mutation = useReanalyzeListing({
    mutationConfig: {
      onMutate: () => setOutcome(undefined),
      onSuccess: (refined) => {
        notify(photoTexts.analysedAgain(refined.photos.length));
        setOutcome({ done: true, count: refined.photos.length });
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
