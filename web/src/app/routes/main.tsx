import { lazy, Suspense, useEffect, useRef } from 'react';
import { messages } from '#domain/messages.ts';
import { acceptedImageTypes } from '#domain/upload-rules.ts';
import { loadedItems, useListings } from '#web/api/get-listings.ts';
import { AnalyzingSpinner } from '#web/components/analyzing-spinner.tsx';
import { AppFooter } from '#web/components/layout/app-footer.tsx';
import { AppHeader } from '#web/components/layout/app-header.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { TabBar } from '#web/components/layout/tab-bar.tsx';
import { UnsavedChangesProvider } from '#web/components/unsaved-changes-provider.tsx';
import { ProcessingScreen } from '#web/components/processing-screen.tsx';
import { AddTab } from '#web/features/add/components/add-tab.tsx';
import { firstFile } from '#web/features/add/utils/photo-file.ts';
import { useSession } from '#web/features/auth/hooks/use-session.ts';
import { useSignOut } from '#web/features/auth/hooks/use-sign-out.ts';
import { ProfileMenu } from '#web/features/profile/components/profile-menu.tsx';
import { notify } from '#web/lib/notify.ts';
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
 * panel, the bottom tab bar, the hidden file input and the wide-screen footer. Loaded lazily:
 * the auth screen never downloads it.
 */
export function MainRoute() {
  const { state } = useSession();
  return (
    <DataProvider>
      <UnsavedChangesProvider userId={state.status === 'signedIn' ? state.userId : undefined}>
        <MainScreen />
      </UnsavedChangesProvider>
    </DataProvider>
  );
}

function MainScreen() {
  const { state } = useSession();
  const signOut = useSignOut();
  const fileInput = useRef<HTMLInputElement>(null);
  const listings = useListings();
  const ready = useListings('ready');
  const journey = useItemJourney(loadedItems(listings.data), loadedItems(ready.data));
  const moreItems = listings.hasNextPage && !journey.cleared;
  const moreReady = ready.hasNextPage && !journey.cleared;
  const { tab, items } = journey;
  const selection = useSelectedItem(items, listings.isPending ? undefined : journey.selectedId);

  const loadFailed = listings.isError || ready.isError;
  useEffect(() => {
    if (loadFailed) notify(messages.listingsLoadFailed);
  }, [loadFailed]);
  // A first page that never came is said in place of the list, with Retry
  // (docs/product.md#errors-and-the-way-out); a later page's failure leaves its "Show more" button.
  const allFailed = listings.isError && !listings.data;
  const readyFailed = ready.isError && !ready.data;
  const retryLoad = () => {
    if (allFailed) void listings.refetch();
    if (readyFailed) void ready.refetch();
  };
  const loadFailedPanel = (
    <LoadFailed onRetry={retryLoad} retrying={listings.isFetching || ready.isFetching} />
  );

  const choosePhoto = () => fileInput.current?.click();

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
        {listings.isPending || selection.status === 'loading' ? (
          <AnalyzingSpinner />
        ) : journey.processing ? (
          <ProcessingScreen />
        ) : (
          <Suspense fallback={<AnalyzingSpinner />}>
            {tab === 'add' && (
              <AddTab
                items={items}
                moreOnServer={moreItems}
                uploading={journey.upload.uploading}
                progress={journey.upload.progress}
                error={journey.pageError}
                onRetry={() => journey.retryPage(choosePhoto)}
                onChoosePhoto={choosePhoto}
                onPhotoTaken={(file) => void journey.upload.upload(file)}
                onOpenItem={journey.openInList}
                onShowAll={() => journey.openInList(undefined)}
                onStartOver={journey.startOver}
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
                onChoosePhoto={choosePhoto}
                onList={journey.openInList}
                onApprove={journey.approve}
                onReject={journey.reject}
                onRetry={journey.retry}
                onDiscard={journey.deleteItem}
                retryingId={journey.retryingId}
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
      {/* docs/product.md#screens: the hidden file input; image files only, the first one is taken. */}
      <input
        ref={fileInput}
        type="file"
        accept={acceptedImageTypes.join(',')}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="photo-input"
        onChange={(event) => {
          const file = firstFile(event.target.files);
          // Cleared, so choosing the same photo again after a failure uploads it again.
          event.target.value = '';
          void journey.upload.upload(file);
        }}
      />
      <TabBar current={tab} onChange={journey.setTab} readyCount={journey.readyCount} readyMore={moreReady} />
      <AppFooter />
    </div>
  );
}
