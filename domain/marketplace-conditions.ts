import type { CategoryName } from './categories';
import type { Condition } from './conditions';

// Each marketplace's own condition names for the app's conditions (docs/marketplaces.md#condition-names),
// apart from the catalogue (domain/marketplaces.ts) so the two change independently. A name is
// here only when the site's own pages give it. `null` is a condition of ours with no counterpart
// on that site: the seller chooses on the site (marketplaceTexts.conditionOnSite), and it is
// never mapped to a better grade than ours (Poor never becomes "Used (fair)").

/** A site's name for each of our conditions; null where it has none that fits. */
export type ConditionNames = Readonly<Record<Condition, string | null>>;

/** The rules' keys that hold condition names, and which category each one is for. */
export interface SiteConditionNames {
  /** The names for every category without its own set below. */
  conditionNames?: ConditionNames;
  /** Clothing's own names, where the site has them for that category. */
  clothingConditionNames?: ConditionNames;
  /** Books' own names, where the site has them for that category. */
  bookConditionNames?: ConditionNames;
}

/** The categories with a set of names of their own on some site. */
const categorySets: Readonly<Partial<Record<CategoryName, keyof SiteConditionNames>>> = {
  'clothing and footwear': 'clothingConditionNames',
  books: 'bookConditionNames',
};

/** The names a site uses for an item of this category: its category's own, else its general set. */
export function conditionNamesFor(
  site: SiteConditionNames,
  category: CategoryName,
): ConditionNames | undefined {
  const own = categorySets[category];
  return (own && site[own]) || site.conditionNames;
}

// Facebook's own five (facebook.com/help/2004996079797091): New, Used (like new), Used (good),
// Used (fair), Refurbished. Used (fair) is "some signs of wear and tear or minor defects" and
// nothing is below it, so Poor has no counterpart; Refurbished is no condition of ours.
export const facebookConditions: ConditionNames = {
  'New with tags': 'New',
  'New without tags': 'New',
  'Excellent condition': 'Used (like new)',
  'Very good condition': 'Used (good)',
  'Good condition': 'Used (good)',
  'Fair condition': 'Used (fair)',
  'Poor condition': null,
};

// eBay outside clothing and books: New only when unused, unopened and complete in its original
// packaging, else Used (pages.ebay.com/help/attrhelp/contextual/4.html). New without tags may be
// unpacked, and eBay names that condition (ID 1500) per category ("New other (see details)",
// "Open box": developer.ebay.com/api-docs/sell/static/metadata/condition-id-values.html), so
// the seller chooses it there. Poor may be Used or "For parts or not working", which only the
// seller can tell. The refurbished grades are for eBay's Refurbished Program sellers only.
export const ebayConditions: ConditionNames = {
  'New with tags': 'New',
  'New without tags': null,
  'Excellent condition': 'Used',
  'Very good condition': 'Used',
  'Good condition': 'Used',
  'Fair condition': 'Used',
  'Poor condition': null,
};

// eBay's book grades (developer.ebay.com/DevZone/Shopping/docs/CallRef/types/HalfItemConditionCodeType.html,
// "especially for Books"): Brand New, Like New, Very Good, Good, Acceptable ("some damage to the
// item but integrity still intact"), the lowest; Poor has none. Read on eBay's US pages only.
export const ebayUsBooks: ConditionNames = {
  'New with tags': 'Brand New',
  'New without tags': 'Brand New',
  'Excellent condition': 'Like New',
  'Very good condition': 'Very Good',
  'Good condition': 'Good',
  'Fair condition': 'Acceptable',
  'Poor condition': null,
};

// eBay UK's clothing conditions: New with tags, New without tags, New with defects, Pre-owned
// (pages.ebay.co.uk/help/sell/providing_item_condition.html). Pre-owned is every worn item,
// ungraded, so Poor is Pre-owned too: not a better grade.
export const ebayUkClothing: ConditionNames = {
  'New with tags': 'New with tags',
  'New without tags': 'New without tags',
  'Excellent condition': 'Pre-owned',
  'Very good condition': 'Pre-owned',
  'Good condition': 'Pre-owned',
  'Fair condition': 'Pre-owned',
  'Poor condition': 'Pre-owned',
};

// eBay.com's pre-loved clothing conditions since February 2025: Pre-owned - Excellent, Good, Fair
// (ebay.com/sellercenter/resources/seller-updates/2025-january/new-item-conditions). Fair is the
// lowest grade; Poor is below it, so the seller chooses on eBay.
export const ebayUsClothing: ConditionNames = {
  'New with tags': 'New with tags',
  'New without tags': 'New without tags',
  'Excellent condition': 'Pre-owned - Excellent',
  'Very good condition': 'Pre-owned - Good',
  'Good condition': 'Pre-owned - Good',
  'Fair condition': 'Pre-owned - Fair',
  'Poor condition': null,
};
