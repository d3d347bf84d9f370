import type { CountryWords } from './country-words';
import type { CurrencyCode } from './currency';
import { parseCustomPrice } from './prices';
import { lifeTexts } from './texts/life';
import { messages } from './texts/toasts';

// The postage a seller says they paid when marking an item sold (docs/product.md#item-life), so
// "You kept" can take it off (domain/sale-net.ts).

type PostagePaidResult = { ok: true; minor: number } | { ok: false; error: string };

/**
 * Postage as minor units, by the price rules of the price picker (the item's currency, above 0
 * and below 10000); "0" is a fair answer too (the buyer paid it), written any way: 0, 0.00, 0,0.
 * Refused, it says so in the country's words (a price's "above 0" would be wrong here); a
 * foreign currency keeps the price rules' message, which names the item's.
 */
export function parsePostage(text: string, currency: CurrencyCode, words: CountryWords): PostagePaidResult {
  if (/^\s*0+([.,]0*)?\s*$/.test(text)) return { ok: true, minor: 0 };
  const parsed = parseCustomPrice(text, currency);
  if (parsed.ok) return { ok: true, minor: Math.round(Number(parsed.price) * 100) };
  return {
    ok: false,
    error:
      parsed.error === messages.invalidCustomPrice.title ? lifeTexts.badPostagePaid(words) : parsed.error,
  };
}
