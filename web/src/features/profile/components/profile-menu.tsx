import './profile-menu.css';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pageTexts } from '#domain/messages.ts';
import { useProfileSettings } from '../hooks/use-profile-settings';
import { ProfileButtonFace } from './profile-button-face';

// The menu (Radix's dropdown and floating-ui, about 25 KiB gzip) is a chunk of its own, fetched
// when the pointer or focus comes to the button and mounted open at its first press: the main
// screen's first paint does not run its code (docs/architecture/web.md#the-first-paint).
const loadMenu = () => import('./profile-menu-open');
const ProfileMenuOpen = lazy(() => loadMenu().then((module) => ({ default: module.ProfileMenuOpen })));

// The account settings pull in @aws-amplify/ui-react (about 115 KB gzip of JS and 29 KB of
// CSS), so they are a chunk of their own, fetched when the panel is first opened.
const AccountSettingsDialog = lazy(() =>
  import('./account-settings-dialog').then((module) => ({ default: module.AccountSettingsDialog })),
);

const labels = pageTexts.profileMenu;

interface Props {
  email: string | undefined;
  onSignOut: () => void;
  /** The account is gone: end the session. */
  onAccountDeleted: () => void;
}

/** docs/product.md#screens, "Profile menu": the button, then the menu from its first press. */
export function ProfileMenu({ email, onSignOut, onAccountDeleted }: Props) {
  // Read here, not in the menu: the country is kept on the device from the profile's answer.
  const settings = useProfileSettings();
  const [pressed, setPressed] = useState(false);
  const [opened, setSettingsOpen] = useState(false);
  // `?settings=ebay` opens them too: List on eBay sends a seller who has not connected eBay here.
  const [params, setParams] = useSearchParams();
  const settingsOpen = opened || params.get('settings') === 'ebay';
  const closeSettings = () => {
    setSettingsOpen(false);
    if (!params.has('settings')) return;
    const rest = new URLSearchParams(params);
    rest.delete('settings');
    setParams(rest, { replace: true });
  };
  const name = email ?? labels.fallbackName;
  const button = (
    <button
      type="button"
      className="profile-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setPressed(true)}
    >
      <ProfileButtonFace name={name} />
    </button>
  );

  return (
    <>
      {pressed ? (
        <Suspense fallback={button}>
          <ProfileMenuOpen
            name={name}
            settings={settings}
            onOpenSettings={() => setSettingsOpen(true)}
            onSignOut={onSignOut}
          />
        </Suspense>
      ) : (
        button
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <AccountSettingsDialog onClose={closeSettings} onAccountDeleted={onAccountDeleted} />
        </Suspense>
      )}
    </>
  );
}
