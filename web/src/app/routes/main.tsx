import { lazy, Suspense, useEffect, useRef } from 'react';
import { takeDownCount } from '#domain/item-life.ts';
import { messages } from '#domain/messages.ts';
import { loadedItems, useListings } from '#web/api/get-listings.ts';
import { AppFooter } from '#web/components/layout/app-footer.tsx';
import { LoadingSpinner } from '#web/components/loading-spinner.tsx';
import { AppHeader } from '#web/components/layout/app-header.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { TabBar } from '#web/components/layout/tab-bar.tsx';
import { UnsavedChangesProvider } from '#web/components/unsaved-changes-provider.tsx';
import { ProcessingScreen } from '#web/components/processing-screen.tsx';
import { AddAnotherItem } from '#web/features/add/components/add-another-item.tsx';
import { AddTab } from '#web/features/add/components/add-tab.tsx';
import { BatchPanel } from '#web/features/add/components/batch-panel.tsx';
import { useBatch } from '#web/features/add/hooks/use-batch.ts';
import { useBatchProgress } from '#web/hooks/use-batch-progress.ts';
import { type PhotoPicker, PhotoInputs } from '#web/photos/photo-inputs.tsx';
import { useSession } from '#web/features/auth/hooks/use-session.ts';
import { useSignOut } from '#web/features/auth/hooks/use-sign-out.ts';
import { ProfileMenu } from '#web/features/profile/components/profile-menu.tsx';
import { notify, withdrawNotice } from '#web/lib/notify.ts';
import { DataProvider } from '../data-provider';
import { useItemJourney } from '../hooks/use-item-journey';
import { useSelectedItem } from '../hooks/use-selected-item';

// The Review and List tabs are not on the first screen (Add Item is): each is its own chunk.
const ReviewTab = lazy(() =>
  import('#web/features/review/components/review-tab.tsx').then((module) => ({ default: module.ReviewTab })),
);
const ListTab = lazy(() =>
  import('#web/features/list/components/list-tab.tsx').then((module) => ({ default: module.ListTab })),
);

/**
 * The protected main screen (/), docs/product.md#screens: header with the profile menu, the tab
 * panel, the bottom tab bar, the hidden photo inputs and the wide-screen footer. Loaded lazily:
 * the auth screen never downloads it.
 */
export function MainRoute() {
  const { state } = useSession();
  const userId = state.status === 'signedIn' ? state.userId : undefined;
  return (
    // A user's cache is theirs alone: another user gets a new one.
    <DataProvider key={userId} userId={userId}>
      <UnsavedChangesProvider userId={userId}>
        <MainScreen />
      </UnsavedChangesProvider>
    </DataProvider>
  );
}

const listingsLoadFailedToast = 'listings-load-failed';

function MainScreen() {
  const { state } = useSession();
  const signOut = useSignOut();
  const photoInputs = useRef<PhotoPicker>(null);
  const batchInputs = useRef<PhotoPicker>(null);
  const listings = useListings();
  const ready = useListings('ready');
  const batch = useBatch(state.status === 'signedIn' ? state.userId : undefined);
  const journey = useItemJourney(loadedItems(listings.data), loadedItems(ready.data), batch.forget);
  const moreItems = listings.hasNextPage && !journey.cleared;
  const moreReady = ready.hasNextPage;
  const { tab, items } = journey;
  const selection = useSelectedItem(items, listings.isPending ? undefined : journey.selectedId);
  const batchProgress = useBatchProgress(batch.items, journey.known, batch.allReady);
  // A batch holds the Add tab, and Review shows its first items while the rest are analysed:
  // neither gives way to the processing screen.
  const processing =
    journey.processing && !(tab === 'add' && batch.busy) && !(tab === 'review' && batchProgress);

  // A first page that could not be read is said in place of the list, with Retry
  // (docs/product.md#errors-and-the-way-out): on a first visit, and on a return visit whose
  // lists kept on the device could not be refreshed (they may hold items deleted since, and
  // miss new ones). A later page's failure leaves its "Show more" button.
  const allFailed = listings.isError && !listings.isFetchNextPageError;
  const readyFailed = ready.isError && !ready.isFetchNextPageError;
  const loadFailed = listings.isError || ready.isError;
  const toldFailure = useRef(false);
  useEffect(() => {
    // The toast goes once the lists have loaded: it must not outlive its failure.
    if (loadFailed) notify(messages.listingsLoadFailed, listingsLoadFailedToast);
    else if (toldFailure.current) withdrawNotice(listingsLoadFailedToast);
    toldFailure.current = loadFailed;
  }, [loadFailed]);
  const retryLoad = () => {
    if (allFailed) void listings.refetch();
    if (readyFailed) void ready.refetch();
  };
  const loadFailedPanel = (
    <LoadFailed onRetry={retryLoad} retrying={listings.isFetching || ready.isFetching} />
  );

  const picker: PhotoPicker = {
    chooseFromLibrary: () => photoInputs.current?.chooseFromLibrary(),
    takePhoto: () => photoInputs.current?.takePhoto(),
  };
  const uploadState = { uploading: journey.upload.uploading, progress: journey.upload.progress };

  return (
    <div className="app-shell">
      <AppHeader
        menu={
          <ProfileMenu
            email={state.status === 'signedIn' ? state.email : undefined}
            onSignOut={() => void signOut()}
            onAccountDeleted={() => void signOut()}
          />
        }
      />
      <main className="app-main" id="main-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {(listings.isPending && tab !== 'add') || selection.status === 'loading' ? (
          <LoadingSpinner />
        ) : processing ? (
          <ProcessingScreen photoUrl={journey.analysing[0]?.imageUrl} count={journey.analysing.length}>
            <AddAnotherItem {...uploadState} picker={picker} />
          </ProcessingScreen>
        ) : (
          // A tab's code still downloading: nothing is being analysed.
          <Suspense fallback={<LoadingSpinner />}>
            {tab === 'add' && <BatchPanel batch={batch} />}
            {tab === 'add' && !batch.busy && (
              <AddTab
                items={items}
                loading={listings.isPending}
                moreOnServer={moreItems}
                {...uploadState}
                error={journey.pageError}
                picker={picker}
                onRetry={() => journey.retryPage(picker.chooseFromLibrary)}
                onOpenItem={journey.openInList}
                onShowAll={() => journey.openInList(undefined)}
                onStartOver={journey.startOver}
                onAddBatch={() => batchInputs.current?.chooseFromLibrary()}
              />
            )}
            {tab === 'review' && (allFailed || readyFailed) && loadFailedPanel}
            {tab === 'review' && !allFailed && !readyFailed && (
              <ReviewTab
                items={items}
                readyItems={journey.readyItems}
                more={{
                  hasMore: moreReady,
                  loading: ready.isFetchingNextPage,
                  onLoadMore: () => void ready.fetchNextPage(),
                }}
                onChoosePhoto={picker.chooseFromLibrary}
                onList={journey.openInList}
                onApprove={journey.approve}
                onReject={journey.reject}
                onRetry={journey.retry}
                onDiscard={journey.deleteItem}
                retryingId={journey.retryingId}
                batchProgress={batchProgress}
              />
            )}
            {tab === 'list' && allFailed && selection.status !== 'found' && loadFailedPanel}
            {tab === 'list' && (!allFailed || selection.status === 'found') && (
              <ListTab
                items={items}
                selected={selection.status === 'found' ? selection.item : undefined}
                selectionMissing={selection.status === 'missing'}
                onSelect={journey.setSelectedId}
                onDelete={journey.deleteItem}
                {...(journey.cleared ? { onShowCleared: journey.showCleared } : {})}
                more={{
                  hasMore: moreItems,
                  loading: listings.isFetchingNextPage,
                  onLoadMore: () => void listings.fetchNextPage(),
                }}
              />
            )}
          </Suspense>
        )}
      </main>
      {/* The spec's image picker takes the first selected file (docs/product.md#validation). */}
      <PhotoInputs ref={photoInputs} onPhotos={(files) => void journey.upload.upload(files[0])} />
      <PhotoInputs ref={batchInputs} onPhotos={batch.choose} several camera={false} testId="batch" />
      <TabBar
        current={tab}
        onChange={journey.setTab}
        readyCount={journey.readyCount}
        readyMore={moreReady}
        takeDownCount={takeDownCount(items)}
      />
      <AppFooter />
      <div className="toast-band" aria-hidden="true" />
    </div>
  );
}
