import type { Condition } from './conditions';

// Each marketplace's own condition names for the app's conditions (docs/marketplaces.md#condition-names),
// apart from the catalogue (domain/marketplaces.ts) so the two change independently.

// Facebook's own names (facebook.com/help/2004996079797091): New, Used (like new), Used (good),
// Used (fair). It has none below fair, so Poor condition keeps the app's words.
export const facebookConditions: Record<Condition, string> = {
  'New with tags': 'New',
  'New without tags': 'New',
  'Excellent condition': 'Used (like new)',
  'Very good condition': 'Used (good)',
  'Good condition': 'Used (good)',
  'Fair condition': 'Used (fair)',
  'Poor condition': 'Poor condition',
};

// eBay outside clothing: New or Used (pages.ebay.com/help/attrhelp/contextual/4.html).
export const ebayConditions: Record<Condition, string> = {
  'New with tags': 'New',
  'New without tags': 'New',
  'Excellent condition': 'Used',
  'Very good condition': 'Used',
  'Good condition': 'Used',
  'Fair condition': 'Used',
  'Poor condition': 'Used',
};

// eBay UK's clothing conditions: New with tags, New without tags, Pre-owned
// (pages.ebay.co.uk/help/sell/providing_item_condition.html).
export const ebayUkClothing: Record<Condition, string> = {
  'New with tags': 'New with tags',
  'New without tags': 'New without tags',
  'Excellent condition': 'Pre-owned',
  'Very good condition': 'Pre-owned',
  'Good condition': 'Pre-owned',
  'Fair condition': 'Pre-owned',
  'Poor condition': 'Pre-owned',
};

// eBay.com's pre-loved clothing conditions since February 2025: Pre-owned - Excellent, Good, Fair
// (ebay.com/sellercenter/resources/seller-updates/2025-january/new-item-conditions).
export const ebayUsClothing: Record<Condition, string> = {
  'New with tags': 'New with tags',
  'New without tags': 'New without tags',
  'Excellent condition': 'Pre-owned - Excellent',
  'Very good condition': 'Pre-owned - Good',
  'Good condition': 'Pre-owned - Good',
  'Fair condition': 'Pre-owned - Fair',
  'Poor condition': 'Pre-owned - Fair',
};
