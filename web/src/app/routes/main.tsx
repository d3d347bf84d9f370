import { useEffect, useRef, useState } from 'react';
import { messages } from '#domain/messages.ts';
import { acceptedImageTypes } from '#domain/upload-rules.ts';
import { useListings } from '#web/api/get-listings.ts';
import { AnalyzingSpinner } from '#web/components/analyzing-spinner.tsx';
import { AppFooter } from '#web/components/layout/app-footer.tsx';
import { AppHeader } from '#web/components/layout/app-header.tsx';
import { initialTab, TabBar, type MainTab } from '#web/components/layout/tab-bar.tsx';
import { AddTab } from '#web/features/add/components/add-tab.tsx';
import { useSession } from '#web/features/auth/hooks/use-session.ts';
import { useSignOut } from '#web/features/auth/hooks/use-sign-out.ts';
import { ListTab } from '#web/features/list/components/list-tab.tsx';
import { ProfileMenu } from '#web/features/profile/components/profile-menu.tsx';
import { ReviewTab } from '#web/features/review/components/review-tab.tsx';
import { notify } from '#web/lib/notify.ts';
import { DataProvider } from '../data-provider';

/**
 * The protected main screen (/), SPEC.md point 2: header with the profile menu, the tab
 * panel, the bottom tab bar, the hidden file input and the wide-screen footer. Loaded lazily:
 * the auth screen never downloads it.
 */
export function MainRoute() {
  return (
    <DataProvider>
      <MainScreen />
    </DataProvider>
  );
}

function MainScreen() {
  const { state } = useSession();
  const signOut = useSignOut();
  const [tab, setTab] = useState<MainTab>(initialTab);
  const fileInput = useRef<HTMLInputElement>(null);
  const listings = useListings();
  const items = listings.data ?? [];
  const ready = items.filter((item) => item.stage === 'ready');

  useEffect(() => {
    if (listings.isError) notify(messages.listingsLoadFailed);
  }, [listings.isError]);

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
        {listings.isPending ? (
          <AnalyzingSpinner />
        ) : (
          <>
            {tab === 'add' && <AddTab onChoosePhoto={choosePhoto} />}
            {tab === 'review' && <ReviewTab items={ready} onChoosePhoto={choosePhoto} />}
            {tab === 'list' && <ListTab items={items} />}
          </>
        )}
      </main>
      {/* SPEC.md point 2: the hidden file input, image files only; the upload flow is part 2's. */}
      <input
        ref={fileInput}
        type="file"
        accept={acceptedImageTypes.join(',')}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="photo-input"
      />
      <TabBar current={tab} onChange={setTab} readyCount={ready.length} />
      <AppFooter />
    </div>
  );
}
