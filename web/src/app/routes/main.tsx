import { useEffect, useRef, useState } from 'react';
import { messages } from '../../../../domain/messages';
import { acceptedImageTypes } from '../../../../domain/upload-rules';
import { useListings } from '../../api/get-listings';
import { AnalyzingSpinner } from '../../components/analyzing-spinner';
import { AppFooter } from '../../components/layout/app-footer';
import { AppHeader } from '../../components/layout/app-header';
import { initialTab, TabBar, type MainTab } from '../../components/layout/tab-bar';
import { AddTab } from '../../features/add/components/add-tab';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { ListTab } from '../../features/list/components/list-tab';
import { ProfileMenu } from '../../features/profile/components/profile-menu';
import { ReviewTab } from '../../features/review/components/review-tab';
import { notify } from '../../lib/notify';
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
