import { useState } from 'react';
import type { WebListing } from '#domain/listing.ts';
import {
  isAnyItemAnalyzing,
  itemsBeingAnalyzed,
  itemsReadyForReview,
  newestVersions,
  reviewBadgeCount,
} from '#domain/listing-collections.ts';
import { messages } from '#domain/messages.ts';
import { useAnalyzeListing } from '#web/api/analyze-listing.ts';
import { useDeleteListing } from '#web/api/delete-listing.ts';
import type { MainTab } from '#web/components/layout/tab-bar.tsx';
import { useUploadPhoto } from '#web/features/add/hooks/use-upload-photo.ts';
import { useAnalysisWatch } from '#web/hooks/use-analysis-watch.ts';
import { useUnsavedChanges } from '#web/hooks/use-unsaved-changes.ts';
import { notify } from '#web/lib/notify.ts';
import { useMainPlace } from './use-main-place';
import { useUndoOffers } from './use-undo-offers';

/**
 * What the Add tab's Try again does for the page message (docs/product.md#errors-and-the-way-out):
 * upload the same photo again, run the failed analysis again, or (a file that is no photo)
 * open the picker.
 */
type PageRetry = { kind: 'upload'; file: File } | { kind: 'analysis'; id: string } | { kind: 'choose' };

/**
 * The main screen's state and transitions (docs/product.md#states-and-transitions): which tab shows, which item is
 * selected (both in the URL, use-main-place.ts), the page message, the upload, the analysis
 * watch, delete, thumbs-up and -down, retry and Start Over. The tabs' components stay
 * presentational.
 */
export function useItemJourney(
  loaded: readonly WebListing[],
  loadedReady: readonly WebListing[] = [],
  /** Told of each item the server has deleted (a batch's count no longer waits for it). */
  onDeleted: (id: string) => void = () => {},
) {
  const { place, go } = useMainPlace();
  const unsaved = useUnsavedChanges();
  const { tab, itemId: selectedId } = place;
  const setTab = (next: MainTab) => go({ tab: next });
  const setSelectedId = (id: string | undefined) => go({ tab: 'list', itemId: id });
  const [pageFailure, setPageFailure] = useState<{ text: string; retry: PageRetry }>();
  const setPageError = (text: string | undefined, retry: PageRetry = { kind: 'choose' }) =>
    setPageFailure(text === undefined ? undefined : { text, retry });
  // Start Over clears the local list only: the stored items come back on the next entry. It
  // hides every item up to the newest one loaded (ids are time-ordered), so the older pages
  // not loaded yet stay hidden too, and items uploaded afterwards show. Review keeps the items
  // still waiting for review: they are not done with.
  const [clearedUpTo, setClearedUpTo] = useState<string>();
  const shown = (item: WebListing) => clearedUpTo === undefined || item.id > clearedUpTo;
  const items = loaded.filter(shown);
  // Each item as its newest version in either list: Review's cards, its badge and a batch's
  // count read the same one (listing-collections.ts, newestVersions).
  const known = newestVersions(loaded, loadedReady);
  const readyItems = itemsReadyForReview(known);

  useAnalysisWatch(items, (text, id) => {
    setPageError(messages.uploadFailed.title, { kind: 'analysis', id });
    notify(messages.somethingWentWrong(text));
  });

  const upload = useUploadPhoto({
    onUploaded: () => setTab('review'),
    onPageError: (text, file) => setPageError(text, file ? { kind: 'upload', file } : { kind: 'choose' }),
  });
  const deletion = useDeleteListing();
  const retryAnalysis = useAnalyzeListing({
    mutationConfig: {
      onSuccess: () => setPageError(undefined),
      onError: (error) => notify(messages.somethingWentWrong(error.message)),
    },
  });

  const offerUndo = useUndoOffers();

  /** Deletes at once (the server keeps it for Undo); true once the server has it deleted. */
  function remove(id: string): Promise<boolean> {
    // The deleted item's place is gone: back must not lead to it. Its unsaved edits go with it.
    if (selectedId === id) {
      unsaved.discard();
      go({ tab: 'list' }, { replace: true });
    }
    // The Add tab's Try again cannot re-run the analysis of an item that is gone.
    if (pageFailure?.retry.kind === 'analysis' && pageFailure.retry.id === id) setPageFailure(undefined);
    return deletion.mutateAsync({ id }).then(
      () => {
        onDeleted(id);
        return true;
      },
      () => {
        notify(messages.deleteFailed);
        return false;
      },
    );
  }

  const openInList = setSelectedId;

  return {
    items,
    tab,
    setTab,
    selectedId,
    setSelectedId,
    pageError: pageFailure?.text,
    /** The Add tab's Try again for the page message. */
    retryPage: (choosePhoto: () => void) => {
      const retry = pageFailure?.retry;
      if (retry?.kind === 'upload') void upload.upload(retry.file);
      else if (retry?.kind === 'analysis') retryAnalysis.mutate({ id: retry.id });
      else choosePhoto();
    },
    upload,
    /** Every item loaded, each as its newest version in either list: what a batch's count reads. */
    known,
    readyItems,
    readyCount: reviewBadgeCount(known),
    /** After Start Over no older page is worth loading: its items are all hidden. */
    cleared: clearedUpTo !== undefined,
    processing: isAnyItemAnalyzing(items) && (tab === 'review' || tab === 'add'),
    /** Newest first: the processing screen shows the first while the others carry on. */
    analysing: itemsBeingAnalyzed(items),
    retryingId: retryAnalysis.isPending ? retryAnalysis.variables?.id : undefined,
    openInList,
    retry: (id: string) => retryAnalysis.mutate({ id }),
    /** Resolves false when the server refused the delete. */
    deleteItem: (id: string) => {
      const deleted = remove(id);
      void deleted.then((done) => done && offerUndo(id, 'itemDeleted', deleted));
      return deleted;
    },
    approve: (id: string) => {
      openInList(id);
      notify(messages.greatChoice);
    },
    reject: (id: string) => {
      const deleted = remove(id);
      setTab('add');
      offerUndo(id, 'tryAgain', deleted);
    },
    startOver: () => {
      setClearedUpTo(loaded.reduce((newest, item) => (item.id > newest ? item.id : newest), ''));
      setPageError(undefined);
      setTab('add');
      notify(messages.startedOver);
    },
    /** Shows again the items Start Over hid. */
    showCleared: () => setClearedUpTo(undefined),
  };
}
