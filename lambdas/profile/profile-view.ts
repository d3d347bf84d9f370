import type { ProfileView } from '#domain/api-types.ts';
import { profileSettings } from '#domain/profile.ts';
import type { StoredProfile } from '../lib/ports/profiles-repository';

/** What `GET`/`PATCH /api/profile` return (shared with the web app). */
export type { ProfileView };

export function toProfileView(stored: StoredProfile | undefined): ProfileView {
  const settings = profileSettings(
    stored && {
      country: stored.country,
      allow_collection: stored.allow_collection,
      postcode: stored.postcode,
    },
  );
  return {
    country: settings.country,
    allow_collection: settings.allowCollection,
    postcode: settings.postcode,
    updated_at: stored?.updated_at ?? null,
  };
}
