import type { CountryCode } from '#domain/countries.ts';

/** A profile as stored (docs/product.md#data, "Profile"): anything may still be unset. */
export interface StoredProfile {
  id: string;
  country?: string | null;
  allow_collection?: boolean | null;
  postcode?: string | null;
  updated_at?: string | null;
}

export interface ProfileChange {
  country?: CountryCode;
  allow_collection?: boolean;
  /** null removes it. */
  postcode?: string | null;
}

export interface ProfilesRepository {
  get(userId: string): Promise<StoredProfile | undefined>;
  /** Sets the given attributes and updated_at, creating the profile if it does not exist. */
  update(userId: string, change: ProfileChange, now: string): Promise<StoredProfile>;
  /** Idempotent. */
  remove(userId: string): Promise<void>;
}
