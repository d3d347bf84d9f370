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
import type { useProfileSettings } from '../hooks/use-profile-settings';
import { ProfileButtonFace } from './profile-button-face';

const labels = pageTexts.profileMenu;

interface Props {
  name: string;
  settings: ReturnType<typeof useProfileSettings>;
  onOpenSettings: () => void;
  onSignOut: () => void;
}

/**
 * The profile menu itself (docs/product.md#screens, "Profile menu"), on Radix's dropdown: loaded
 * at the first press of the profile button (profile-menu.tsx) and mounted open.
 */
export function ProfileMenuOpen({ name, settings, onOpenSettings, onSignOut }: Props) {
  const country = countryOrDefault(settings.country);
  const allow = settings.allowCollection ?? true;

  return (
    <>
      {/* Not modal: the page behind is not hidden from assistive technology while the menu is
          open (a modal menu aria-hides it while its controls stay focusable: axe's
          aria-hidden-focus), and focus still moves into the menu and back. */}
      <DropdownMenu modal={false} defaultOpen>
        <DropdownMenuTrigger className="profile-trigger">
          <ProfileButtonFace name={name} />
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
          <DropdownMenuItem onSelect={onOpenSettings}>{shellTexts.accountSettings}</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={onSignOut}>{labels.signOut}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
