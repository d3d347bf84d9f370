import './profile-menu.css';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { countries, countryOrDefault, isCountryCode } from '#domain/countries.ts';
import { allowPickupLabel } from '#domain/country-words.ts';
import { pageTexts, shellTexts } from '#domain/messages.ts';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { useProfileSettings } from '../hooks/use-profile-settings';

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

/** docs/product.md#screens, "Profile menu". */
export function ProfileMenu({ email, onSignOut, onAccountDeleted }: Props) {
  const settings = useProfileSettings();
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
  const country = countryOrDefault(settings.country);
  const allow = settings.allowCollection ?? true;
  const name = email ?? labels.fallbackName;

  return (
    <>
      {/* Not modal: the page behind is not hidden from assistive technology while the menu is
          open (a modal menu aria-hides it while its controls stay focusable: axe's
          aria-hidden-focus), and focus still moves into the menu and back. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger className="profile-trigger">
          <span className="avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="profile-name">{name}</span>
          <span aria-hidden="true">▾</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="profile-menu">
          <DropdownMenuLabel className="profile-email">{name}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {/* The countries inline (not a submenu): one tap on a phone. */}
          <DropdownMenuLabel className="menu-group-label" id="country-label">
            {labels.country}
          </DropdownMenuLabel>
          <DropdownMenuRadioGroup
            aria-labelledby="country-label"
            value={country.code}
            onValueChange={(code) => {
              if (isCountryCode(code) && code !== settings.country) settings.setCountry(code);
            }}
          >
            {countries.map((option) => (
              <DropdownMenuRadioItem key={option.code} value={option.code} disabled={settings.loading}>
                <span aria-hidden="true">{option.flag}</span> {option.name}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuCheckboxItem
            checked={allow}
            disabled={settings.loading}
            // The menu stays open, so the new state can be seen.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => settings.setAllowCollection(checked)}
          >
            <span className="menu-item-label">{allowPickupLabel(country.code)}</span>
            <span className="menu-item-value">
              <span
                className="switch switch-display"
                data-state={allow ? 'checked' : 'unchecked'}
                aria-hidden="true"
              >
                <span className="switch-thumb" data-state={allow ? 'checked' : 'unchecked'} />
              </span>
              {allow ? labels.on : labels.off}
            </span>
          </DropdownMenuCheckboxItem>
          <DropdownMenuItem onSelect={() => setSettingsOpen(true)}>
            {shellTexts.accountSettings}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onSignOut}>{labels.signOut}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {settingsOpen && (
        <Suspense fallback={null}>
          <AccountSettingsDialog onClose={closeSettings} onAccountDeleted={onAccountDeleted} />
        </Suspense>
      )}
    </>
  );
}
