// Texts of what the seller keeps and of honest pricing on the price picker
// (docs/product.md#what-you-keep and docs/product.md#honest-pricing).

import { capitalised, type CountryWords } from '../country-words';
import type { Ours } from './wording';

export const moneyTexts = {
  keepHeading: 'What you keep' as Ours,
  /** In place of the sums while no price is set: a net of nothing would mislead. */
  keepNeedsPrice: 'Set a price to see what you keep on each marketplace.' as Ours,
  /** The price the nets are worked out for, as the seller moves the slider. */
  keepAt: (price: string) => `At ${price}:` as Ours,
  keeps: (site: string, net: string) => `${site}: you keep ${net}` as Ours,
  noSellerFee: 'private sellers pay no selling fee' as Ours,
  afterFees: (fee: string) => `after ${fee} in fees` as Ours,
  /** A fee found only on a page not the marketplace's own (docs/marketplaces.md#fees). */
  thirdPartyFee: 'fee from a third-party copy of its fee page' as Ours,
  feeUnknown: (site: string) => `${site}: we do not know its fees` as Ours,
  asOf: (date: string) => `Fees as of ${date}.` as Ours,
  parcel: (size: string) => `Suggested parcel: ${size}.` as Ours,
  noParcel: 'No parcel size suggested for this category.' as Ours,
  /** The estimate in the country's words: "Postage …" in the UK, "Shipping …" in the USA. */
  postage: (low: string, high: string, carriers: string, date: string, words: CountryWords) =>
    (low === high
      ? `${capitalised(words.shipping)} about ${low} (${carriers}, as of ${date}).`
      : `${capitalised(words.shipping)} ${low} to ${high} (${carriers}, as of ${date}).`) as Ours,
  postageUnknown: (carriers: string, words: CountryWords) =>
    `${capitalised(words.shipping)}: we do not know it; no price found on the carriers’ own pages (${carriers}).` as Ours,
  askingNote: 'The suggestions are asking prices seen online, not what items sold for.' as Ours,
  quickSale: (price: string) => `Quick sale: ${price}` as Ours,
  nudge: (days: number, price: string) => `Listed ${days} days: drop to ${price}?` as Ours,
  nudgeApply: (price: string) => `Drop to ${price}` as Ours,
  nudgeDone: (price: string) => `Price dropped to ${price}.` as Ours,
  nudgeUndo: 'Undo' as Ours,
} as const;
