// The item's life on Listing Details (docs/product.md#item-life): marking it listed, sold,
// given away or kept, and the take-down reminder. All our own wording.

import { PRICE_BELOW } from '../constants';
import { capitalised, type CountryWords } from '../country-words';
import type { Ours } from './wording';

/** `Vinted`, `Vinted and Depop`, `Vinted, Depop and eBay`. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const lifeTexts = {
  heading: 'Where it is' as Ours,
  states: {
    saved: 'Saved: not listed anywhere yet.' as Ours,
    listed: 'Listed' as Ours,
    sold: 'Sold' as Ours,
    given_away: 'Given away' as Ours,
    kept: 'Kept' as Ours,
  },
  listedOn: (names: readonly string[]) => `Listed on ${joinNames(names)}.` as Ours,
  soldFor: (price: string, where: string) => `Sold for ${price} ${where}.` as Ours,
  onMarketplace: (name: string) => `on ${name}` as Ours,
  elsewhereWhere: 'elsewhere' as Ours,
  viewListing: (name: string) => `View on ${name}` as Ours,
  // The actions.
  markListed: 'Mark listed' as Ours,
  markSold: 'Mark sold' as Ours,
  givenAway: 'Given away' as Ours,
  kept: 'Kept' as Ours,
  /** A sold (the sale fell through), given-away or kept item, for sale again. */
  listAgain: 'List it again' as Ours,
  cancel: 'Cancel' as Ours,
  saving: 'Saving...' as Ours,
  // Mark listed.
  marketplace: 'Marketplace' as Ours,
  listingAddress: 'Address of the live listing (optional)' as Ours,
  listingAddressHint: 'Paste its link to find it again when it sells.' as Ours,
  allListed: 'It is listed on every marketplace of its country.' as Ours,
  // Mark sold.
  salePrice: (currency: string) => `Sold for (${currency})` as Ours,
  soldWhere: 'Where it sold' as Ours,
  /** In the country's words: "Postage you paid" in the UK, "Shipping you paid" in the USA. */
  postagePaid: (currency: string, words: CountryWords) =>
    `${capitalised(words.shipping)} you paid (${currency}, optional)` as Ours,
  /** That field refused, in the country's words: 0 is a fair answer there, unlike a price. */
  badPostagePaid: (words: CountryWords) =>
    `Enter the ${words.shipping} you paid: 0 or more, below ${PRICE_BELOW}.` as Ours,
  // What the seller kept of a sale (domain/sale-net.ts).
  feeLine: (name: string, fee: string) => `${name} fee: ${fee}` as Ours,
  noSellerFee: (name: string) => `${name} fee: none for private sellers` as Ours,
  /** A fee found only on a page not the marketplace's own (docs/marketplaces.md#fees). */
  thirdPartyFee: '(from a third-party copy of its fee page)' as Ours,
  postageLine: (amount: string, words: CountryWords) =>
    `${capitalised(words.shipping)} paid: ${amount}` as Ours,
  youKept: (amount: string) => `You kept ${amount}` as Ours,
  keptUnknown: (name: string) =>
    `We do not know ${name}’s fee on the day it sold, so not what you kept.` as Ours,
  elsewhere: 'Elsewhere (in person, to a friend)' as Ours,
  // The take-down reminder.
  takeDownFrom: (names: readonly string[]) => `Now take it down from ${joinNames(names)}` as Ours,
  takeDownWhy: 'So no second buyer pays for an item that is gone.' as Ours,
  openLive: (name: string) => `Open the ${name} listing` as Ours,
  tickOff: (name: string) => `Taken down from ${name}` as Ours,
  noLink: 'No link was given: find it in your listings there.' as Ours,
  allTakenDown: 'Taken down everywhere.' as Ours,
  /** The List tab's small count, read out. */
  takeDownBadge: (count: number) => `${count} to take down` as Ours,
  // Toasts.
  markedListed: (name: string) => ({ title: 'Marked listed' as Ours, description: `Listed on ${name}.` }),
  markedRelisted: (name: string) => ({ title: 'Listed again' as Ours, description: `Listed on ${name}.` }),
  markedSold: { title: 'Marked sold' as Ours },
  markedGivenAway: { title: 'Marked given away' as Ours },
  markedKept: { title: 'Marked kept' as Ours },
  tickedOff: (name: string) => ({ title: 'Taken down' as Ours, description: `Ticked off ${name}.` }),
  changeFailed: (reason: string) => ({
    title: 'Not saved' as Ours,
    description: reason,
    variant: 'destructive' as const,
  }),
} as const;
