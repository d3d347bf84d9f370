// Texts of the per-marketplace listings and the marketplace section of a saved item
// (docs/product.md#where-it-sells).

import { capitalised, type CountryWords } from '../country-words';
import type { Ours } from './wording';

const chooseOnSite = 'choose on the site' as Ours;

export const marketplaceTexts = {
  /** In the country's words: "Collection available", "Local pickup available". */
  collectionAvailable: (words: CountryWords) => `${capitalised(words.pickup)} available` as Ours,
  /** In the country's words: "Postage only", "Shipping only". */
  postageOnly: (words: CountryWords) => `${capitalised(words.shipping)} only` as Ours,
  /** A condition of ours the site has no counterpart for: the seller picks the site's own there. */
  chooseOnSite,
  /** That condition on the listing: the item's own words, and where its site name is chosen. */
  conditionOnSite: (condition: string) => `${condition} (${chooseOnSite})` as Ours,
  /** The item's condition as the site's listing gives it, on the item screen. */
  conditionOn: (site: string, condition: string) => `Condition on ${site}: ${condition}` as Ours,
  copy: (site: string) => `Copy for ${site}` as Ours,
  copyLabel: (site: string) => `${site} listing` as Ours,
  share: 'Share' as Ours,
  open: (site: string) => `Open ${site}` as Ours,
  needs: (site: string) => `${site} needs:` as Ours,
  ready: (site: string) => `${site} has everything it asks for.` as Ours,
  titleCut: (site: string, max: number) =>
    `${site} takes titles of up to ${max} characters: the title is cut to fit, as shown.` as Ours,
  suits: (categories: string) => `Best for ${categories}.` as Ours,
  chosenOnSite: (site: string) => `chosen in ${site} when you list` as Ours,
  add: (need: string) => `Add ${need}` as Ours,
  unsourced: 'Rules not found in this marketplace’s help pages: check its own form.' as Ours,
  needNames: {
    title: 'title' as Ours,
    price: 'price' as Ours,
    condition: 'condition' as Ours,
    size: 'size' as Ours,
    brand: 'brand' as Ours,
    parcelSize: 'parcel size' as Ours,
  },
} as const;
