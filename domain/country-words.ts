import type { CountryCode } from './countries';

// Each country's own words for sending an item and for the buyer fetching it, so a US seller
// reads "shipping" and "local pickup" where a UK seller reads "postage" and "collection"
// (docs/marketplaces.md#each-countrys-words, where the choice per country is recorded).

export interface CountryWords {
  /** Sending the item by a carrier: "postage" or "shipping". */
  shipping: string;
  /** The buyer fetching the item in person: "collection", "local pickup" or "pick-up". */
  pickup: string;
}

export const countryWords: Readonly<Record<CountryCode, CountryWords>> = {
  GB: { shipping: 'postage', pickup: 'collection' },
  IE: { shipping: 'postage', pickup: 'collection' },
  US: { shipping: 'shipping', pickup: 'local pickup' },
  CA: { shipping: 'shipping', pickup: 'local pickup' },
  // Australians say postage and pick up (Gumtree AU and eBay AU: "Pick up", "Postage").
  AU: { shipping: 'postage', pickup: 'pick-up' },
};

/** A word as the start of a sentence: "local pickup" to "Local pickup". */
export function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Each word started with a capital, as the profile menu's labels are: "local pickup" to "Local Pickup". */
function titleCased(words: string): string {
  return words.split(' ').map(capitalised).join(' ');
}

/**
 * The profile menu's switch for letting buyers fetch the item, in the country's words: the
 * product's "Allow Collection" in the UK and Ireland, "Allow Local Pickup" in the USA and
 * Canada, "Allow Pick-up" in Australia (docs/product.md#profile-menu).
 */
export function allowPickupLabel(country: CountryCode): string {
  return `Allow ${titleCased(countryWords[country].pickup)}`;
}

/** The toast's line once that switch is saved: "Collection permission updated successfully" in the UK. */
export function pickupPermissionUpdated(country: CountryCode): string {
  return `${capitalised(countryWords[country].pickup)} permission updated successfully`;
}
