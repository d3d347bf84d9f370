import { PRICE_DECIMALS } from './constants';
import type { CountryCode } from './countries';
import { marketplacesByCountry, type MarketplaceId } from './marketplaces';

// The dated fee table (docs/marketplaces.md#fees): what a private seller pays a marketplace
// when an item sells there, per country of the catalogue. An entry holds a fee only when the
// marketplace's own page states it; otherwise it is `unknown`, with why, and the screen says it
// does not know. Amounts are in the currency's minor unit (pence, cents), so a net is exact.

/** The day the fee pages below were read. */
export const FEES_READ_ON = '2026-11-27';

/** The marketplace's own rule: a private seller pays no selling fee. */
interface NoSellerFee {
  kind: 'free';
  source: string;
  readOn: string;
}

/** A share of the price (in basis points: 1000 is 10 %) plus a fixed fee per sale. */
interface ShareFee {
  kind: 'share';
  shareBasisPoints: number;
  fixedMinor: number;
  source: string;
  readOn: string;
}

/** Not sourced: the marketplace's own pages did not say, or said two things. */
interface UnknownFee {
  kind: 'unknown';
  /** Why, for docs/marketplaces.md. */
  reason: string;
  /** The marketplace's own pages that were read, if any. */
  checked: readonly string[];
}

export type FeeRule = NoSellerFee | ShareFee | UnknownFee;

const notFound: UnknownFee = {
  kind: 'unknown',
  reason: 'no fee page of the marketplace’s own was found',
  checked: [],
};

const EBAY_UK_PRIVATE = 'https://pages.ebay.co.uk/buyerprotection';
const DEPOP_PAGES = [
  'https://depophelp.zendesk.com/hc/en-gb/articles/360001791127-Depop-fees-and-charges',
  'https://depophelp.zendesk.com/hc/en-gb/articles/360047922234-I-don-t-recognise-a-fee-or-charge',
];
const MERCARI_PAGES = [
  'https://www.mercari.com/us/help_center/article/169/',
  'https://www.mercari.com/us/help_center/article/525/',
];
const VINTED_PAGES = ['https://www.vinted.co.uk/our-platform'];

const depopUnknown: UnknownFee = {
  kind: 'unknown',
  reason: 'Depop’s own pages disagree: one says a 10 % fee, another “selling fees (where payable)”',
  checked: DEPOP_PAGES,
};
const vintedUnknown: UnknownFee = {
  kind: 'unknown',
  reason: 'Vinted’s pages name the buyer’s fee but do not say what a seller pays',
  checked: VINTED_PAGES,
};
const ebayUnknown: UnknownFee = {
  kind: 'unknown',
  reason: 'eBay’s share depends on the category, and its own page for it was not found',
  checked: [],
};

/** Each country's marketplaces' fee rules (the ids of `marketplacesByCountry`). */
export const feeTable: Readonly<Record<CountryCode, Readonly<Partial<Record<MarketplaceId, FeeRule>>>>> = {
  GB: {
    facebook: notFound,
    depop: depopUnknown,
    vinted: vintedUnknown,
    // "UK-based private sellers pay no transaction fees for all categories, except Vehicles".
    ebay: { kind: 'free', source: EBAY_UK_PRIVATE, readOn: FEES_READ_ON },
  },
  US: {
    facebook: notFound,
    ebay: ebayUnknown,
    mercari: {
      kind: 'unknown',
      // Searched again on 2026-12-02: the flat 10 % from 6 January 2025 was found only on a
      // third-party copy (mercadosales.com), never on a mercari.com page, so it is not used.
      reason:
        'Mercari’s own pages disagree on who pays the processing fee; its 2025 fee change was found only on a third-party page',
      checked: MERCARI_PAGES,
    },
    poshmark: notFound,
    depop: depopUnknown,
  },
  CA: { facebook: notFound, kijiji: notFound, ebay: ebayUnknown },
  IE: { vinted: vintedUnknown, donedeal: notFound, adverts: notFound, facebook: notFound },
  AU: { facebook: notFound, gumtree: notFound, ebay: ebayUnknown },
};

/** The fee rule of a marketplace in a country; unknown when the table has none. */
export function feeRuleFor(country: CountryCode, marketplace: MarketplaceId): FeeRule {
  return feeTable[country][marketplace] ?? notFound;
}

export type NetPayout =
  { known: true; feeMinor: number; netMinor: number; free: boolean; asOf: string } | { known: false };

/**
 * What the seller keeps of a price (minor units) under a fee rule: the price less the share
 * (rounded half up to the minor unit) and the fixed fee, never below nothing. Pure and exact.
 */
export function netPayout(priceMinor: number, rule: FeeRule): NetPayout {
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0 || rule.kind === 'unknown') return { known: false };
  if (rule.kind === 'free')
    return { known: true, feeMinor: 0, netMinor: priceMinor, free: true, asOf: rule.readOn };
  const share = Math.floor((priceMinor * rule.shareBasisPoints + 5000) / 10000);
  const feeMinor = Math.min(priceMinor, share + rule.fixedMinor);
  return { known: true, feeMinor, netMinor: priceMinor - feeMinor, free: false, asOf: rule.readOn };
}

/** An amount (12.5) in minor units (1250), exactly: every currency here has 2 decimals. */
export function toMinor(value: number): number {
  return Math.round(value * 10 ** PRICE_DECIMALS);
}

/** Minor units (1250) back to an amount (12.5) for formatMoney. */
export function fromMinor(minor: number): number {
  return minor / 10 ** PRICE_DECIMALS;
}

/** An ISO day ("2026-11-27") as people read it: "27 Nov 2026". */
export function readableDate(isoDay: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

export interface MarketplaceNet {
  id: MarketplaceId;
  name: string;
  payout: NetPayout;
}

/** The net of a price (minor units) on each marketplace of a country, in the catalogue's order. */
export function netsForCountry(country: CountryCode, priceMinor: number): MarketplaceNet[] {
  return marketplacesByCountry[country].map((marketplace) => ({
    id: marketplace.id,
    name: marketplace.name,
    payout: netPayout(priceMinor, feeRuleFor(country, marketplace.id)),
  }));
}

/** What you keep at the price being set: nothing to work out until a price is set. */
export type KeepAt = { priced: false } | { priced: true; priceMinor: number; nets: MarketplaceNet[] };

/**
 * The nets at a price (an amount, 12.5) for a country's marketplaces; none while the price is
 * the default nothing (0.00, docs/product.md#what-you-keep), so no sum is shown before a price is.
 */
export function keepAt(country: CountryCode, price: number): KeepAt {
  const priceMinor = toMinor(price);
  if (!Number.isSafeInteger(priceMinor) || priceMinor <= 0) return { priced: false };
  return { priced: true, priceMinor, nets: netsForCountry(country, priceMinor) };
}
