import { countryOrDefault, type CountryCode } from './countries';

// docs/product.md#data, "Profile": country is UK when empty; allow_collection is treated as
// true when null; the postcode the seller's items are sent from, asked once by List on eBay,
// is absent until given. The profile stores the country's code (GB).

/** A profile as stored (missing when the user never changed a setting). */
export interface ProfileRow {
  id?: string;
  country?: string | null;
  allow_collection?: boolean | null;
  postcode?: string | null;
  updated_at?: string;
}

export interface ProfileSettings {
  country: CountryCode;
  allowCollection: boolean;
  postcode: string | null;
}

/** The settings a stored profile means, with the spec's defaults filled in. */
export function profileSettings(row: ProfileRow | null | undefined): ProfileSettings {
  return {
    country: countryOrDefault(row?.country).code,
    allowCollection: row?.allow_collection ?? true,
    postcode: row?.postcode || null,
  };
}
