import { countryOrDefault, type CountryCode } from './countries';
import { currencyOrDefault, type CurrencyCode } from './currency';
import type { WebListing, ApiListing, ListingUpdate } from './listing';
import { pageTexts } from './messages';
import { additionalDetailFields, type UserFieldName, type UserFields } from './user-fields';

// The listing as stored (snake_case row) and the item the web app holds (docs/product.md#data),
// the save transition (docs/product.md#states-and-transitions) and the display fallbacks
// (docs/product.md#screens).

/** The app's item for a stored row. `ai` is present only once the AI has set a category. */
export function toWebListing(row: ApiListing): WebListing {
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
    ...(row.life ? { life: row.life } : {}),
    createdAt: row.created_at,
    ...(row.analysis_error && row.stage === 'analyzing' ? { analysisError: row.analysis_error } : {}),
  };
}

/** The item's fields after a save: the saved fields merged over the ones it had. */
function mergeFields(current: UserFields, changes: UserFields): UserFields {
  return { ...current, ...changes };
}

/** The item as the server will store it after `PUT /api/listings/{id}` with this update. */
export function applyUpdate(item: WebListing, update: ListingUpdate): WebListing {
  return {
    ...item,
    stage: update.stage ?? item.stage,
    fields: update.user_fields ? mergeFields(item.fields, update.user_fields) : item.fields,
  };
}

/** Saving the form or the price: stage saved, the changes merged over the fields the item has. */
export function saveUpdate(item: WebListing, changes: UserFields): ListingUpdate {
  return { stage: 'saved', user_fields: mergeFields(item.fields, changes) };
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
