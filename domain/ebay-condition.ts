import type { Condition } from './conditions';

// The item's condition as one of the conditions eBay allows in the chosen category
// (docs/product.md#list-on-ebay). The category's allowed conditions come from the Metadata API's
// getItemConditionPolicies as condition IDs; the Inventory API takes them as ConditionEnum
// names. The ID <-> name pairs are those of eBay's "Item condition ID and name values" table
// (https://developer.ebay.com/api-docs/sell/static/metadata/condition-id-values.html, linked from
// the Inventory contract's `condition` field, contracts/ebay/sell_inventory_v1_oas3.json; the
// page itself was not found in our search index on 2026-12-02: see docs/marketplaces.md).

export const ebayConditionIds = {
  '1000': 'NEW',
  '1500': 'NEW_OTHER',
  '2750': 'LIKE_NEW',
  '2990': 'PRE_OWNED_EXCELLENT',
  '3000': 'USED_EXCELLENT',
  '3010': 'PRE_OWNED_FAIR',
  '4000': 'USED_VERY_GOOD',
  '5000': 'USED_GOOD',
  '6000': 'USED_ACCEPTABLE',
  '7000': 'FOR_PARTS_OR_NOT_WORKING',
} as const;

export type EbayConditionId = keyof typeof ebayConditionIds;
export type EbayConditionEnum = (typeof ebayConditionIds)[EbayConditionId];

/** A condition eBay allows in a category: its ID and the category's own words for it. */
export interface EbayAllowedCondition {
  conditionId: string;
  conditionDescription?: string;
}

// The graded used conditions: a category that has any of them grades used items, so the
// plain "Used" (3000) is not the place for a graded item there.
const gradedUsed: readonly string[] = ['2990', '3010', '4000', '5000', '6000'];

/**
 * Conditions below excellent that a category without grades takes as its plain "Used"
 * (3000): there it claims no grade at all, so it is no better than ours.
 */
const plainUsedFits: readonly Condition[] = ['Very good condition', 'Good condition', 'Fair condition'];

/**
 * For each of our conditions, eBay's conditions that say the same or less, closest first. Never
 * a better one: an item in good condition is never listed as very good. Poor condition has no
 * eBay equivalent that does not claim more (or claim it is broken): the seller chooses.
 */
const candidates: Readonly<Record<Condition, readonly EbayConditionId[]>> = {
  'New with tags': ['1000'],
  'New without tags': ['1500'],
  'Excellent condition': ['2990', '3000'],
  'Very good condition': ['4000'],
  'Good condition': ['5000'],
  'Fair condition': ['3010', '6000'],
  'Poor condition': [],
};

export interface EbayConditionChoice {
  conditionId: EbayConditionId;
  condition: EbayConditionEnum;
  /** eBay's words for it in this category (as shown before publishing). */
  label: string;
}

export type EbayConditionResult =
  | { ok: true; choice: EbayConditionChoice }
  /** None fits: the seller picks one of the category's allowed conditions. */
  | { ok: false; choices: EbayConditionChoice[] };

function choiceOf(allowed: EbayAllowedCondition): EbayConditionChoice | undefined {
  const id = allowed.conditionId;
  if (!(id in ebayConditionIds)) return undefined;
  const conditionId = id as EbayConditionId;
  return {
    conditionId,
    condition: ebayConditionIds[conditionId],
    label: allowed.conditionDescription ?? ebayConditionIds[conditionId],
  };
}

/** The category's allowed conditions that the Inventory API can name. */
export function ebayConditionChoices(allowed: readonly EbayAllowedCondition[]): EbayConditionChoice[] {
  return allowed.flatMap((entry) => choiceOf(entry) ?? []);
}

/** The category's allowed condition for the item's, or the choices when none fits. */
export function ebayConditionFor(
  condition: Condition | undefined,
  allowed: readonly EbayAllowedCondition[],
): EbayConditionResult {
  const choices = ebayConditionChoices(allowed);
  const ids = choices.map((choice) => choice.conditionId as string);
  const grades = ids.some((id) => gradedUsed.includes(id));
  const wanted: readonly string[] = condition
    ? [...candidates[condition], ...(!grades && plainUsedFits.includes(condition) ? ['3000'] : [])]
    : [];
  const fit = wanted.find((id) => ids.includes(id));
  const choice = choices.find((entry) => entry.conditionId === fit);
  return choice ? { ok: true, choice } : { ok: false, choices };
}

/** The seller's pick, when it is one of the category's allowed conditions. */
export function ebayConditionPicked(
  conditionId: string,
  allowed: readonly EbayAllowedCondition[],
): EbayConditionChoice | undefined {
  return ebayConditionChoices(allowed).find((choice) => choice.conditionId === conditionId);
}
