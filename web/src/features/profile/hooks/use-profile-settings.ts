import { useEffect } from 'react';
import type { ProfileChangeRequest } from '#domain/api-types.ts';
import { COUNTRY_STORAGE_KEY, countryOrDefault, type CountryCode } from '#domain/countries.ts';
import { messages, type ProfileSetting } from '#domain/messages.ts';
import { useProfile } from '#web/api/get-profile.ts';
import { useUpdateProfile } from '#web/features/profile/api/update-profile.ts';
import { usePainted } from '#web/hooks/use-painted.ts';
import { notify } from '#web/lib/notify.ts';

function rememberCountry(country: CountryCode): void {
  try {
    localStorage.setItem(COUNTRY_STORAGE_KEY, country);
  } catch {
    // Private mode or a full quota: the profile on the server still has it.
  }
}

/**
 * The profile menu's two settings: read from GET /api/profile, changed with PATCH, each change
 * confirmed or refused with docs/product.md#messages's toasts. The country is also kept in local
 * storage under `country` (docs/product.md#data).
 */
export function useProfileSettings() {
  // Read once the main screen is on the screen, not before: the menu is closed until tapped, and
  // a request ending before the first paint would hold it (docs/architecture/web.md#the-first-paint).
  const profile = useProfile({ queryConfig: { enabled: usePainted() } });
  const update = useUpdateProfile();

  const country = profile.data?.country;
  useEffect(() => {
    if (country) rememberCountry(country);
  }, [country]);

  function change(setting: ProfileSetting, body: ProfileChangeRequest) {
    update.mutate(body, {
      // In the words of the country the seller has now: "Local pickup permission..." in the USA.
      onSuccess: (saved) => notify(messages.profileUpdated(setting, countryOrDefault(saved.country).code)),
      onError: (error) => notify(messages.profileUpdateFailed(setting, error.message)),
    });
  }

  const pending = update.isPending ? update.variables : undefined;
  return {
    profile: profile.data,
    loading: profile.isPending,
    /** The value being saved shows at once; a refusal puts the stored one back. */
    country: pending?.country ?? country,
    allowCollection: pending?.allow_collection ?? profile.data?.allow_collection,
    setCountry: (code: CountryCode) => change('country', { country: code }),
    setAllowCollection: (allow: boolean) => change('allow_collection', { allow_collection: allow }),
  };
}
