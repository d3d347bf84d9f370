import { ebayListingTexts } from './texts/ebay-listing';

// eBay's refusal as one plain sentence naming the field to fix (docs/product.md#list-on-ebay).
// The error ids are those of the Inventory API contract's publishOffer, createOffer and
// createOrReplaceInventoryItem errors (contracts/ebay/sell_inventory_v1_oas3.json,
// `x-response-codes`); eBay's own message never reaches the seller.

/** The parts of eBay's Error the sentence reads. */
export interface EbayErrorLike {
  errorId?: number;
  message?: string;
  parameters?: ReadonlyArray<{ name?: string; value?: string }>;
}

const refused = ebayListingTexts.refused;

const byId: Readonly<Record<number, string>> = {
  25003: refused.price,
  25005: refused.category,
  25007: refused.fulfillmentPolicy,
  25008: refused.paymentPolicy,
  25009: refused.returnPolicy,
  25012: refused.location,
  25014: refused.photos,
  25015: refused.photos,
  25021: refused.condition,
};

/** The aspect a "{field} is required for this category" error (25029) names. */
function requiredField(error: EbayErrorLike): string | undefined {
  const named = error.parameters?.find((parameter) => parameter.value)?.value;
  if (named) return named;
  return /^(.+?) is required for this category/.exec(error.message ?? '')?.[1];
}

/** One sentence for the first of eBay's errors the seller can act on. */
export function ebayErrorSentence(errors: readonly EbayErrorLike[]): string {
  for (const error of errors) {
    if (error.errorId === 25029) {
      const field = requiredField(error);
      if (field) return refused.aspect(field);
    }
    const sentence = error.errorId === undefined ? undefined : byId[error.errorId];
    if (sentence) return sentence;
    if (error.errorId === 25080 && /title/i.test(error.message ?? '')) return refused.title;
  }
  return refused.other;
}
