import type { CountryCode } from '#domain/countries.ts';
import { profileSettings } from '#domain/profile.ts';
import type { StoredProfile } from '../lib/profiles-repository';

/** What `GET`/`PATCH /api/profile` return: the spec's defaults filled in (UK, true). */
export interface ProfileView {
  /** The country's code (GB for UK), as domain/countries.ts stores it. */
  country: CountryCode;
  allow_collection: boolean;
  updated_at: string | null;
}

export function toProfileView(stored: StoredProfile | undefined): ProfileView {
  const settings = profileSettings(
    stored && { country: stored.country, allow_collection: stored.allow_collection },
  );
  return {
    country: settings.country,
    allow_collection: settings.allowCollection,
    updated_at: stored?.updated_at ?? null,
  };
}
