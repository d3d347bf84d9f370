import { useState } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { isAnyItemAnalyzing, reviewBadgeCount } from '#domain/listing-collections.ts';
import { messages } from '#domain/messages.ts';
import { useAnalyzeListing } from '#web/api/analyze-listing.ts';
import { useDeleteListing } from '#web/api/delete-listing.ts';
import type { MainTab } from '#web/components/layout/tab-bar.tsx';
import { useUploadPhoto } from '#web/features/add/hooks/use-upload-photo.ts';
import { useAnalysisWatch } from '#web/hooks/use-analysis-watch.ts';
import { notify } from '#web/lib/notify.ts';
import { useMainPlace } from './use-main-place';

/**
 * The main screen's state and transitions (docs/product.md#states-and-transitions): which tab shows, which item is
 * selected (both in the URL, use-main-place.ts), the page message, the upload, the analysis
 * watch, delete, thumbs-up and -down, retry and Start Over. The tabs' components stay
 * presentational.
 */
export function useItemJourney(loaded: readonly WebListing[], loadedReady: readonly WebListing[] = []) {
  const { place, go } = useMainPlace();
  const { tab, itemId: selectedId } = place;
  const setTab = (next: MainTab) => go({ tab: next });
  const setSelectedId = (id: string | undefined) => go({ tab: 'list', itemId: id });
  const [pageError, setPageError] = useState<string>();
  // Start Over clears the local list only: the stored items come back on the next entry. It
  // hides every item up to the newest one loaded (ids are time-ordered), so the older pages
  // not loaded yet stay hidden too, and items uploaded afterwards show.
  const [clearedUpTo, setClearedUpTo] = useState<string>();
  const shown = (item: WebListing) => clearedUpTo === undefined || item.id > clearedUpTo;
  const items = loaded.filter(shown);
  const readyItems = loadedReady.filter(shown);

  useAnalysisWatch(items, (text) => {
    setPageError(messages.uploadFailed.title);
    notify(messages.somethingWentWrong(text));
  });

  const upload = useUploadPhoto({ onUploaded: () => setTab('review'), onPageError: setPageError });
  const deletion = useDeleteListing();
  const retry = useAnalyzeListing({
    mutationConfig: {
      onSuccess: () => setPageError(undefined),
      onError: (error) => notify(messages.somethingWentWrong(error.message)),
    },
  });

  function remove(id: string, after: { success: () => void }) {
    // The deleted item's place is gone: back must not lead to it.
    if (selectedId === id) go({ tab: 'list' }, { replace: true });
    deletion.mutate({ id }, { onSuccess: after.success, onError: () => notify(messages.deleteFailed) });
  }

  const openInList = setSelectedId;

  return {
    items,
    tab,
    setTab,
    selectedId,
    setSelectedId,
    pageError,
    upload,
    readyItems,
    readyCount: reviewBadgeCount(readyItems),
    /** After Start Over no older page is worth loading: its items are all hidden. */
    cleared: clearedUpTo !== undefined,
    processing: isAnyItemAnalyzing(items) && (tab === 'review' || tab === 'add'),
    retryingId: retry.isPending ? retry.variables?.id : undefined,
    openInList,
    retry: (id: string) => retry.mutate({ id }),
    deleteItem: (id: string) => remove(id, { success: () => notify(messages.itemDeleted) }),
    approve: (id: string) => {
      openInList(id);
      notify(messages.greatChoice);
    },
    reject: (id: string) => {
      remove(id, { success: () => undefined });
      setTab('add');
      notify(messages.tryAgain);
    },
    startOver: () => {
      setClearedUpTo(loaded.reduce((newest, item) => (item.id > newest ? item.id : newest), ''));
      setPageError(undefined);
      setTab('add');
    },
  };
}
