import type { Condition } from './conditions';

// The item's condition as one of the conditions eBay allows in the chosen category
// (docs/product.md#list-on-ebay). The category's allowed conditions come from the Metadata API's
// getItemConditionPolicies as condition IDs; the Inventory API takes them as ConditionEnum
// names. The ID <-> name pairs are those of eBay's "Item condition ID and name values" table
// (https://developer.ebay.com/api-docs/sell/static/metadata/condition-id-values.html, linked from
// the Inventory contract's `condition` field, contracts/ebay/sell_inventory_v1_oas3.json). On
// 2026-12-03 the rows 1000, 1500, 2750 and 4000 were checked on eBay's pages and contract; the
// others could not be read there yet (docs/marketplaces.md says which, and where).

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

/**
 * What "3000" says in a category: eBay names it USED_EXCELLENT, but its words depend on the
 * category. Beside the pre-owned grades (2990 excellent, 3010 fair) it is the middle one,
 * "Pre-owned - Good"; beside the used grades (4000, 5000, 6000) it is the top one; alone it is
 * the plain "Used", which claims no grade.
 */
type PlainUsed = 'good' | 'excellent' | 'ungraded';

function meaningOf3000(ids: readonly string[]): PlainUsed {
  if (ids.includes('2990') || ids.includes('3010')) return 'good';
  if (['4000', '5000', '6000'].some((id) => ids.includes(id))) return 'excellent';
  return 'ungraded';
}

/**
 * For each of our conditions, eBay's conditions that say the same or less, closest first, and
 * the meanings of 3000 that say no more than ours. Never a better one: an item in good condition
 * is never listed as very good. Poor condition has no eBay equivalent that does not claim more
 * (or claim it is broken): the seller chooses.
 */
const candidates: Readonly<
  Record<Condition, { ids: readonly EbayConditionId[]; as3000: readonly PlainUsed[] }>
> = {
  'New with tags': { ids: ['1000'], as3000: [] },
  'New without tags': { ids: ['1500'], as3000: [] },
  'Excellent condition': { ids: ['2990'], as3000: ['excellent', 'good', 'ungraded'] },
  'Very good condition': { ids: ['4000'], as3000: ['good', 'ungraded'] },
  'Good condition': { ids: ['5000'], as3000: ['good', 'ungraded'] },
  'Fair condition': { ids: ['3010', '6000'], as3000: ['ungraded'] },
  'Poor condition': { ids: [], as3000: [] },
};

export interface EbayConditionChoice {
  conditionId: EbayConditionId;
  condition: EbayConditionEnum;
  /** eBay's words for it in this category (as shown before publishing). */
  label: string;
}

type EbayConditionResult =
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
function ebayConditionChoices(allowed: readonly EbayAllowedCondition[]): EbayConditionChoice[] {
  return allowed.flatMap((entry) => choiceOf(entry) ?? []);
}

/** The category's allowed condition for the item's, or the choices when none fits. */
export function ebayConditionFor(
  condition: Condition | undefined,
  allowed: readonly EbayAllowedCondition[],
): EbayConditionResult {
  const choices = ebayConditionChoices(allowed);
  const ids = choices.map((choice) => choice.conditionId as string);
  const rule = condition ? candidates[condition] : { ids: [], as3000: [] };
  const wanted: readonly string[] = [
    ...rule.ids,
    ...(rule.as3000.includes(meaningOf3000(ids)) ? ['3000'] : []),
  ];
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
