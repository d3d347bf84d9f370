import { countryOrDefault, type CountryCode } from './countries';
import { currencyOrDefault, type CurrencyCode } from './currency';
import { lifeOf } from './item-life';
import type { WebListing, ApiListing, ListingUpdate } from './listing';
import { applyListingChanges, changedFields } from './listing-update';
import { pageTexts } from './messages';
import { additionalDetailFields, type UserFieldName, type UserFields } from './user-fields';

// The listing as stored (snake_case row) and the item the web app holds (docs/product.md#data),
// the save transition (docs/product.md#states-and-transitions) and the display fallbacks
// (docs/product.md#screens).

/**
 * The app's item for a stored row. `ai` is present only once the AI has set a category; `life`
 * only once the item is saved, and `saved` for a row that has none (docs/product.md#item-life).
 */
export function toWebListing(row: ApiListing): WebListing {
  const life = lifeOf(row);
  return {
    id: row.id,
    imageUrl: row.image_url,
    photos: row.photos,
    stage: row.stage,
    ...(row.ai_category
      ? {
          ai: {
            category: row.ai_category,
            detailsText: row.ai_details_text ?? '',
            fields: row.ai_fields ?? {},
            enrichment: { result: row.ai_enrichment ?? null },
          },
        }
      : {}),
    fields: row.user_fields ?? {},
    ...(row.country ? { country: row.country } : {}),
    ...(row.currency ? { currency: row.currency } : {}),
    ...(life ? { life } : {}),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.analysis_error && row.stage === 'analyzing' ? { analysisError: row.analysis_error } : {}),
  };
}

/**
 * The item as the server will store it after `PUT /api/listings/{id}` with this update: the
 * one merge rule (listing-update.ts), and the life saving starts.
 */
export function applyUpdate(item: WebListing, update: ListingUpdate): WebListing {
  const { stage, fields } = applyListingChanges(item, update);
  // Saving starts the item's life; a saved item keeps the life it has.
  const life = lifeOf({ stage, life: item.life });
  return { ...item, stage, fields, ...(life ? { life } : {}) };
}

/**
 * Saving the form or the price: stage saved, and only the fields that differ from the item's
 * (the server merges them over the ones it has).
 */
export function saveUpdate(item: WebListing, edited: UserFields): ListingUpdate {
  const user_fields = changedFields(item.fields, edited);
  return Object.keys(user_fields).length > 0 ? { stage: 'saved', user_fields } : { stage: 'saved' };
}

/** The item's title, or Untitled Item when it has none. */
export function titleOrUntitled(fields: UserFields): string {
  return fields.title?.trim() || pageTexts.untitledItem;
}

/** The item's description, or No description available when it has none. */
export function descriptionOrFallback(fields: UserFields): string {
  return fields.description?.trim() ? fields.description : pageTexts.noDescription;
}

/** The Additional Details block: the fields the domain shows there (user-fields.ts), those that are set. */
export function additionalDetails(fields: UserFields): { name: UserFieldName; value: string }[] {
  return additionalDetailFields.flatMap((name) => {
    const value = fields[name]?.trim();
    return value ? [{ name, value }] : [];
  });
}

/** The country an item was analysed for: GB for an item from before items kept one. */
export function itemCountry(item: Pick<WebListing, 'country'>): CountryCode {
  return countryOrDefault(item.country).code;
}

/** The currency of an item's amounts: GBP for an item from before items kept one. */
export function itemCurrency(item: Pick<WebListing, 'currency'>): CurrencyCode {
  return currencyOrDefault(item.currency);
}
