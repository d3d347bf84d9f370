import { PRICE_NUDGE_AFTER_DAYS, PRICE_NUDGE_DROP_PERCENT } from './constants';
import type { ItemLife } from './item-life';
import { daysListed } from './listings-browse';

// Honest pricing's nudge (docs/product.md#honest-pricing): an item listed for
// PRICE_NUDGE_AFTER_DAYS days and still unsold is offered a lower price, once per such
// stretch. Pure: the clock and what the seller already answered are passed in.

/**
 * The price to drop to from the current one (minor units): the highest suggested price below
 * it, else PRICE_NUDGE_DROP_PERCENT off, rounded down to the minor unit; undefined when that
 * would leave nothing.
 */
export function dropTarget(currentMinor: number, suggestedMinor: readonly number[]): number | undefined {
  const lower = suggestedMinor.filter((price) => price < currentMinor);
  if (lower.length > 0) return Math.max(...lower);
  const cut = Math.floor((currentMinor * (100 - PRICE_NUDGE_DROP_PERCENT)) / 100);
  return cut > 0 ? cut : undefined;
}

export interface PriceNudgeInput {
  life: ItemLife;
  /** The item's price now, in minor units; 0 when none is set. */
  currentMinor: number;
  /** The suggested prices, in minor units. */
  suggestedMinor: readonly number[];
  now: Date;
  /** The last stretch the seller answered (applied or undid); 0 when never. */
  answeredStretch: number;
}

export interface PriceNudge {
  days: number;
  /** Which stretch of PRICE_NUDGE_AFTER_DAYS days this is (1 for the first week). */
  stretch: number;
  dropToMinor: number;
}

/** The nudge to show, or null: only for a listed, priced item whose new stretch is unanswered. */
export function priceNudge(input: PriceNudgeInput): PriceNudge | null {
  const days = daysListed(input.life, input.now);
  if (days === null) return null;
  // An item with no price (0) has nothing to drop from: dropTarget finds nothing below it.
  const stretch = Math.floor(days / PRICE_NUDGE_AFTER_DAYS);
  if (stretch < 1 || stretch <= input.answeredStretch) return null;
  const dropToMinor = dropTarget(input.currentMinor, input.suggestedMinor);
  return dropToMinor === undefined ? null : { days, stretch, dropToMinor };
}

/** The Quick sale price: the lowest suggested price (the low end of the suggestions). */
export function quickSalePrice(suggested: readonly number[]): number | undefined {
  return suggested.length === 0 ? undefined : Math.min(...suggested);
}
