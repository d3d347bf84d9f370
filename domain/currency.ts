import { PRICE_DECIMALS } from './constants';

// The five currencies of the five countries (docs/product.md#country-and-currency): the
// profile's country sets the currency of a new item, and an item keeps the currency it was
// analysed in. Amounts are shown with Intl.NumberFormat in the country's own locale, without
// thousands separators, so a UK amount reads exactly as the spec writes it (£1234.50).

export const currencyCodes = ['GBP', 'USD', 'CAD', 'EUR', 'AUD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

/** The currency of an item stored before items kept one: the spec's pounds. */
const DEFAULT_CURRENCY: CurrencyCode = 'GBP';

/** Each currency's name in a sentence ("Custom price in pounds"). */
export const currencyNames: Readonly<Record<CurrencyCode, string>> = {
  GBP: 'pounds',
  USD: 'US dollars',
  CAD: 'Canadian dollars',
  EUR: 'euros',
  AUD: 'Australian dollars',
};

/** The locale each currency's amounts are written in (the country that uses it here). */
const locales: Readonly<Record<CurrencyCode, string>> = {
  GBP: 'en-GB',
  USD: 'en-US',
  CAD: 'en-CA',
  EUR: 'en-IE',
  AUD: 'en-AU',
};

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (currencyCodes as readonly string[]).includes(value);
}

/** A stored currency, or GBP when it is missing or not one of the five (items from before). */
export function currencyOrDefault(value: unknown): CurrencyCode {
  return isCurrencyCode(value) ? value : DEFAULT_CURRENCY;
}

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

function formatter(currency: CurrencyCode): Intl.NumberFormat {
  let found = formatters.get(currency);
  if (!found) {
    found = new Intl.NumberFormat(locales[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: PRICE_DECIMALS,
      maximumFractionDigits: PRICE_DECIMALS,
      useGrouping: false,
    });
    formatters.set(currency, found);
  }
  return found;
}

/** An amount in a currency, e.g. (12.5, GBP) -> "£12.50", (12.5, EUR) -> "€12.50". */
export function formatMoney(value: number, currency: CurrencyCode): string {
  return formatter(currency).format(value);
}

/** The sign an amount of this currency is written with in its own country, e.g. "£", "$", "€". */
export function currencySymbol(currency: CurrencyCode): string {
  return (
    formatter(currency)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}
