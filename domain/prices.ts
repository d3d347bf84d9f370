import {
  DEFAULT_PRICE,
  PRICE_ABOVE,
  PRICE_BELOW,
  PRICE_DECIMALS,
  PRICE_SLIDER_STEP,
  SUGGESTED_PRICES_MAX,
} from './constants';
import { currencyCodes, currencySymbol, formatMoney, type CurrencyCode } from './currency';
import { messages } from './messages';
import type { UserFields } from './user-fields';

// Prices found in the AI's research text, the Review card's price hint and the rules of
// the price picker (docs/product.md#screens, docs/product.md#validation and docs/product.md#constants-and-limits).

// A number written with thousands commas (1,234) or as plain digits, then optionally exactly
// 2 decimals. The amount must not run on into more digits (12.345, 1,2345, 12.5, nor a
// European 12,50), so a malformed amount is skipped rather than misread as a smaller one.
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?(?![.,]?\d)`;

// The UK's rule is the spec's, unchanged: a £ or $ sign, then the number (docs/product.md#validation).
const SPEC_AMOUNT = new RegExp(`[£$]${NUMBER}`, 'g');

// A bare $ not written after letters, so US$, C$, CA$, A$ and AU$ are never read as another
// dollar; the country's own dollar is the bare one (the research asks for that currency).
const BARE_DOLLAR = String.raw`(?<![A-Za-z])\$`;

/** How each other currency writes its amounts: signs and codes before the number, or after it. */
const currencyForms: Readonly<Record<Exclude<CurrencyCode, 'GBP'>, { before: string[]; after: string[] }>> = {
  USD: { before: [BARE_DOLLAR, String.raw`\bUS\$`, String.raw`\bUSD\s?`], after: [String.raw`\s?USD\b`] },
  CAD: {
    before: [BARE_DOLLAR, String.raw`(?<![A-Za-z])C\$`, String.raw`\bCA\$`, String.raw`\bCAD\s?`],
    after: [String.raw`\s?CAD\b`],
  },
  AUD: {
    before: [BARE_DOLLAR, String.raw`(?<![A-Za-z])A\$`, String.raw`\bAU\$`, String.raw`\bAUD\s?`],
    after: [String.raw`\s?AUD\b`],
  },
  EUR: { before: [String.raw`€\s?`, String.raw`\bEUR\s?`], after: [String.raw`\s?€`, String.raw`\s?EUR\b`] },
};

const amountPatterns = new Map<CurrencyCode, RegExp>();

/** The amounts of one currency in a text; another currency's amounts do not match. */
function amountPattern(currency: CurrencyCode): RegExp {
  if (currency === 'GBP') return SPEC_AMOUNT;
  let pattern = amountPatterns.get(currency);
  if (!pattern) {
    const { before, after } = currencyForms[currency];
    pattern = new RegExp(
      `(?:${before.join('|')})${NUMBER}|(?<![\\d.,£$€])${NUMBER}(?:${after.join('|')})`,
      'g',
    );
    amountPatterns.set(currency, pattern);
  }
  return pattern;
}

/** Whether an amount counts as a price: above 0 and below 10000. */
function isAcceptedPrice(value: number): boolean {
  return Number.isFinite(value) && value > PRICE_ABOVE && value < PRICE_BELOW;
}

/**
 * Every accepted amount of the item's currency in the text, in the order written (repeats
 * kept). Amounts in another currency are left out, so one hint never mixes currencies.
 */
export function scanPrices(text: string, currency: CurrencyCode = 'GBP'): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(amountPattern(currency))) {
    // The digits and the decimal point of the match, e.g. "US$1,234.50" -> 1234.5.
    const value = Number(match[0].replace(/[^\d.]/g, ''));
    if (isAcceptedPrice(value)) found.push(value);
  }
  return found;
}

/** The accepted prices, de-duplicated and sorted from low to high. */
function normalise(prices: Iterable<number>): number[] {
  return [...new Set([...prices].filter(isAcceptedPrice))].sort((a, b) => a - b);
}

/** The accepted amounts of a currency in a text: above 0, below 10000, de-duplicated, ascending. */
export function extractPrices(text: string, currency: CurrencyCode = 'GBP'): number[] {
  return normalise(scanPrices(text, currency));
}

/** A price as saved and shown: 2 decimals, e.g. 12.5 -> "12.50". */
export function formatPrice(value: number): string {
  return value.toFixed(PRICE_DECIMALS);
}

/** A price with the pound sign, e.g. 12.5 -> "£12.50". */
export function formatPounds(value: number): string {
  return formatMoney(value, 'GBP');
}

/**
 * The Review card's price hint, labelled as asking prices (docs/product.md#honest-pricing): a
 * no-values-found text, "Asking price seen online: £X.XX" for one amount, or "Asking prices
 * seen online: £low - £high" for several (in the item's currency).
 */
export function priceHint(prices: readonly number[], currency: CurrencyCode = 'GBP'): string {
  const amounts = normalise(prices);
  const low = amounts[0];
  if (low === undefined) return messages.priceHint.none;
  if (amounts.length === 1) return messages.priceHint.one(formatMoney(low, currency));
  return messages.priceHint.range(formatMoney(low, currency), formatMoney(Math.max(...amounts), currency));
}

/** The price hint for a research text, reading only the item's currency. */
export function priceHintForText(text: string, currency: CurrencyCode = 'GBP'): string {
  return priceHint(extractPrices(text, currency), currency);
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

/** The item's own currency written before or after a typed price (£12, US$12, 12 €, EUR 12). */
function ownCurrencyMark(currency: CurrencyCode): RegExp {
  if (currency === 'GBP') return /^(?:£|GBP\b)\s*/i;
  const { before, after } = currencyForms[currency];
  return new RegExp(`^(?:${before.join('|')})\\s*|(?:${after.join('|')})$`, 'g');
}

/** The signs and codes only one currency uses; the bare $ is the US', Canada's and Australia's own. */
const currencyMarks: Readonly<Record<CurrencyCode, readonly string[]>> = {
  GBP: ['£', 'GBP'],
  USD: ['US$', 'USD'],
  CAD: ['C$', 'CA$', 'CAD'],
  AUD: ['A$', 'AU$', 'AUD'],
  EUR: ['€', 'EUR'],
};

/** Another currency's sign or code: a price typed with one is refused. */
function foreignCurrencyMark(currency: CurrencyCode): RegExp {
  const marks = currencyCodes
    .filter((code) => code !== currency)
    .flatMap((code) => currencyMarks[code])
    .concat(currency === 'GBP' || currency === 'EUR' ? ['$'] : []);
  return new RegExp(marks.map((mark) => mark.replace(/[$]/g, '\\$')).join('|'), 'i');
}

/**
 * A custom price as typed: a plain decimal number (an optional leading sign of the item's
 * currency is allowed: £ for pounds), which must be in the accepted range (above 0 and below
 * 10000) once rounded to 2 decimals, and is saved with 2 decimals. The message names the
 * range, so nothing fails later on save; a price written in another currency is refused with
 * a message naming the item's.
 */
export function parseCustomPrice(input: string, currency: CurrencyCode = 'GBP'): CustomPriceResult {
  const text = input.trim().replace(ownCurrencyMark(currency), '').trim();
  if (foreignCurrencyMark(currency).test(text)) {
    return { ok: false, error: messages.foreignCurrencyPrice(currency, currencySymbol(currency)).title };
  }
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
    .replace(/^[A-Z]{0,2}[£$€]\s*/, '')
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
