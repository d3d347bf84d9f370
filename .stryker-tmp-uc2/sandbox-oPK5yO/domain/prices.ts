// @ts-nocheck
import {
  DEFAULT_PRICE,
  PRICE_ABOVE,
  PRICE_BELOW,
  PRICE_DECIMALS,
  PRICE_SLIDER_STEP,
  SUGGESTED_PRICES_MAX,
} from './constants';
import { messages } from './messages';
import type { UserFields } from './user-fields';

// Prices found in the AI's research text, the Review card's price hint and the rules of
// the price picker (docs/product.md#screens, docs/product.md#validation and docs/product.md#constants-and-limits).

// A £ or $ sign, then a number written with thousands commas (1,234) or as plain digits,
// then optionally exactly 2 decimals. The amount must not run on into more digits
// (£12.345, £1,2345, £12.5), so a malformed amount is skipped rather than misread as a
// smaller one.
const AMOUNT = /[£$](\d{1,3}(?:,\d{3})+|\d+)(\.\d{2})?(?![.,]?\d)/g;

/** Whether an amount counts as a price: above 0 and below 10000. */
export function isAcceptedPrice(value: number): boolean {
  return Number.isFinite(value) && value > PRICE_ABOVE && value < PRICE_BELOW;
}

/** Every accepted amount in the text, in the order written (repeats kept). */
export function scanPrices(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    // The whole match less its currency sign, e.g. "£1,234.50" -> 1234.5.
    const value = Number(match[0].slice(1).replaceAll(',', ''));
    if (isAcceptedPrice(value)) found.push(value);
  }
  return found;
}

/** The accepted prices, de-duplicated and sorted from low to high. */
function normalise(prices: Iterable<number>): number[] {
  return [...new Set([...prices].filter(isAcceptedPrice))].sort((a, b) => a - b);
}

/** The accepted £ or $ amounts of a text: above 0, below 10000, de-duplicated, ascending. */
export function extractPrices(text: string): number[] {
  return normalise(scanPrices(text));
}

/** A price as saved and shown: 2 decimals, e.g. 12.5 -> "12.50". */
export function formatPrice(value: number): string {
  return value.toFixed(PRICE_DECIMALS);
}

/** A price with the pound sign, e.g. 12.5 -> "£12.50". */
export function formatPounds(value: number): string {
  return `£${formatPrice(value)}`;
}

/**
 * The Review card's price hint: a no-values-found text, "This item could sell for £X.XX"
 * for one amount, or "£low - £high" for several.
 */
export function priceHint(prices: readonly number[]): string {
  const amounts = normalise(prices);
  const low = amounts[0];
  if (low === undefined) return messages.priceHint.none;
  if (amounts.length === 1) return messages.priceHint.one(formatPounds(low));
  return messages.priceHint.range(formatPounds(low), formatPounds(Math.max(...amounts)));
}

/** The price hint for a research text. */
export function priceHintForText(text: string): string {
  return priceHint(extractPrices(text));
}

/**
 * Up to 5 suggested prices, ascending. With more amounts than that, the picks are spread
 * evenly from the lowest to the highest, so the dropdown and the slider cover the same
 * range as the price hint.
 */
export function suggestedPrices(prices: readonly number[]): number[] {
  const amounts = normalise(prices);
  if (amounts.length <= SUGGESTED_PRICES_MAX) return amounts;
  const gap = (amounts.length - 1) / (SUGGESTED_PRICES_MAX - 1);
  return Array.from({ length: SUGGESTED_PRICES_MAX }, (_, i) => amounts[Math.round(i * gap)] as number);
}

export interface PriceSlider {
  min: number;
  max: number;
  step: number;
  /**
   * Every price the slider can land on, ascending: the lowest and the highest suggested price
   * exactly, each other suggested price, and every multiple of `step` between them. A slider
   * moving in plain steps of 0.5 from £4.99 would never reach £4.99 itself or a highest price
   * such as £15.50, so the slider moves through these stops instead.
   */
  stops: number[];
}

const CENTS = 10 ** PRICE_DECIMALS;
const toCents = (value: number) => Math.round(value * CENTS);

/** The slider from the lowest to the highest suggested price, shown only for 2 or more. */
export function priceSlider(suggested: readonly number[]): PriceSlider | undefined {
  const amounts = normalise(suggested);
  if (amounts.length < 2) return undefined;
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  // In whole pence, so no float drift: 4.99 -> 499; a step of 0.5 -> 50.
  const [low, high, step] = [toCents(min), toCents(max), toCents(PRICE_SLIDER_STEP)];
  const stops = new Set(amounts.map(toCents));
  for (let cents = (Math.floor(low / step) + 1) * step; cents < high; cents += step) stops.add(cents);
  return {
    min,
    max,
    step: PRICE_SLIDER_STEP,
    stops: [...stops].sort((a, b) => a - b).map((cents) => cents / CENTS),
  };
}

/** The index of the stop nearest to a price (a price outside the range takes the nearer end). */
export function nearestStop(stops: readonly number[], price: number): number {
  let best = 0;
  stops.forEach((stop, index) => {
    if (Math.abs(stop - price) < Math.abs((stops[best] ?? 0) - price)) best = index;
  });
  return best;
}

export type CustomPriceResult = { ok: true; price: string } | { ok: false; error: string };

/**
 * A custom price as typed: a plain decimal number (an optional leading £ is allowed),
 * which must be in the accepted range (above 0 and below 10000) once rounded to 2 decimals,
 * and is saved with 2 decimals. The message names the range, so nothing fails later on save.
 */
export function parseCustomPrice(input: string): CustomPriceResult {
  const text = input.trim().replace(/^£\s*/, '');
  const value = /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  const rounded = Math.round(value * 10 ** PRICE_DECIMALS) / 10 ** PRICE_DECIMALS;
  if (!isAcceptedPrice(rounded)) return { ok: false, error: messages.invalidCustomPrice.title };
  return { ok: true, price: formatPrice(rounded) };
}

/**
 * The Current price the picker shows for an item: its saved price with 2 decimals, or the
 * default 0.00 when none is set (or the text is not a number, e.g. an AI's "15-20").
 */
export function currentPrice(fields: UserFields): string {
  const text = (fields.price ?? '')
    .trim()
    .replace(/^[£$]\s*/, '')
    .replaceAll(',', '');
  const value = /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
  return Number.isFinite(value) ? formatPrice(value) : DEFAULT_PRICE;
}

export type ListingPriceCheck = { ok: true } | { ok: false; error: string };

// Digits, then at most PRICE_DECIMALS decimals (the price input's step 0.01); no sign, no
// exponent, no "NaN", no currency sign, no spaces.
const LISTING_PRICE = new RegExp(`^\\d+(\\.\\d{1,${PRICE_DECIMALS}})?$`);

/**
 * Whether a listing may store this price (docs/product.md#validation; the accepted range of
 * docs/product.md#constants-and-limits, above 0 and below 10000, the same as the price picker's):
 * empty (no price yet), or a plain decimal number in the range with at most 2 decimals. The
 * server's `PUT /api/listings/{id}` and the listing form both ask this.
 */
export function checkListingPrice(text: string): ListingPriceCheck {
  if (text === '') return { ok: true };
  const value = LISTING_PRICE.test(text) ? Number(text) : Number.NaN;
  if (isAcceptedPrice(value)) return { ok: true };
  return { ok: false, error: messages.invalidListingPrice.title };
}
