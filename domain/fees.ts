import { PRICE_DECIMALS } from './constants';
import type { CountryCode } from './countries';
import { marketplacesByCountry, type MarketplaceId } from './marketplaces';

// The dated fee table (docs/marketplaces.md#fees): what a private seller pays a marketplace
// when an item sells there, per country of the catalogue, each rule with the day it took
// effect. A sale is charged the rule in effect on its day, so an old sale keeps its day's fee.
// A rule holds a fee only when a page states it: the marketplace's own, or, marked
// `thirdParty`, another site's copy where no own page was found (the screen says which);
// otherwise it is `unknown`, with why, and the screen says it does not know. Amounts are in
// the currency's minor unit (pence, cents), so a net is exact.

/** The day the fee pages below were last read. */
export const FEES_READ_ON = '2026-12-02';

/** The marketplace's own rule: a private seller pays no selling fee. */
interface NoSellerFee {
  kind: 'free';
  source: string;
  readOn: string;
  /** The source is not the marketplace's own page (docs/marketplaces.md#fees says whose). */
  thirdParty?: true;
}

/** A share of the price (in basis points: 1000 is 10 %) plus a fixed fee per sale. */
interface ShareFee {
  kind: 'share';
  shareBasisPoints: number;
  fixedMinor: number;
  source: string;
  readOn: string;
  /** The source is not the marketplace's own page (docs/marketplaces.md#fees says whose). */
  thirdParty?: true;
}

/** Not sourced: the marketplace's own pages did not say, or said two things. */
interface UnknownFee {
  kind: 'unknown';
  /** Why, for docs/marketplaces.md. */
  reason: string;
  /** The pages that were read, if any. */
  checked: readonly string[];
}

export type FeeRule = NoSellerFee | ShareFee | UnknownFee;

/**
 * A rule and the day it took effect (an ISO day). `from: null` is a rule whose page gives no
 * start: it is applied from the day it was read, never to an earlier sale.
 */
export interface DatedFee {
  from: string | null;
  rule: FeeRule;
}

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
const MERCARI_FEES = 'https://www.mercari.com/us/help_center/article/169/';
const MERCARI_PROCESSING_2022 = 'https://www.mercari.com/us/help_center/article/525/?topic=listing';
const MERCARI_PROCESSING_2024 = 'https://www.mercari.com/us/help_center/article/525/';
/** A third party's copy of Mercari's "FAQs about our new fee structure" (no mercari.com copy found). */
const MERCARI_2025_COPY = 'https://mercadosales.com/?p=2608';
const VINTED_PAGES = [
  'https://www.vinted.co.uk/our-platform',
  'https://help.vinted.ca/hc/en-ca/articles/360020116979-Buyer-Protection',
];
const EBAY_US_PER_ORDER = 'https://www.ebay.com/sellercenter/resources/seller-updates/2024-winter/financials';
const EBAY_US_FEES = 'https://www.ebay.com/help/selling/fees-credits-invoices/selling-fees?id=4822';
const EBAY_CA_FEES =
  'https://www.ebay.ca/help/selling/fees-credits-invoices/selling-fees-managed-payments-sellers?id=4822';
const EBAY_AU_FEES = 'https://pages.ebay.com.au/help/sell/fees.html';
const EBAY_IE_FEES = 'https://www.ebay.ie/pages/help/sell/fees.html';
const OFFERUP_FEES = 'https://help.offerup.com/hc/en-us/articles/360039017352-OfferUp-Shipping-Policy';
const OFFERUP_SHIPPED_FEE = 'https://help.offerup.com/hc/en-us/articles/360031987832';

/** One rule with no start date: the table's rule for every sale from the day it was read. */
const always = (rule: FeeRule): readonly DatedFee[] => [{ from: null, rule }];

const depop = always({
  kind: 'unknown',
  reason:
    'Depop’s own page found says 10 % of every sale, undated; its 2024 fee change was found only on a third-party data set, with no date, so neither is used',
  checked: DEPOP_PAGES,
});
const vinted = always({
  kind: 'unknown',
  reason:
    'Vinted’s own pages say the buyer pays a Buyer Protection fee but not what a seller pays; only a news page says sellers pay nothing',
  checked: VINTED_PAGES,
});
/** eBay outside the UK: its pages exist, but its share depends on the item's eBay category. */
const ebayByCategory = (reason: string, checked: readonly string[]) =>
  always({ kind: 'unknown', reason, checked });

/** OfferUp: its own pages charge only shipped sales, with a minimum the table cannot hold. */
const offerup = always({
  kind: 'unknown',
  reason:
    'OfferUp’s own pages charge a shipped sale 12.9 % of the item price (without shipping), at least $1.99, with no start date, and say nothing of a sale met in person; the app does not record which it was',
  checked: [OFFERUP_FEES, OFFERUP_SHIPPED_FEE],
});

/** Each country's marketplaces' dated fee rules, oldest first (the ids of `marketplacesByCountry`). */
export const feeTable: Readonly<
  Record<CountryCode, Readonly<Partial<Record<MarketplaceId, readonly DatedFee[]>>>>
> = {
  GB: {
    facebook: always(notFound),
    depop,
    vinted,
    gumtree: always(notFound),
    // "UK-based private sellers pay no transaction fees for all categories, except Vehicles".
    ebay: always({ kind: 'free', source: EBAY_UK_PRIVATE, readOn: '2026-11-27' }),
  },
  US: {
    facebook: always(notFound),
    ebay: ebayByCategory(
      'eBay’s own pages give a share that depends on the category (13.6 % in most) plus $0.30 an order up to $10 and $0.40 over (since 15 Mar 2024); the app does not know the item’s eBay category, so applies none',
      [EBAY_US_FEES, EBAY_US_PER_ORDER],
    ),
    offerup,
    mercari: [
      {
        // "10% selling fee" and "2.9% + $0.50 payment processing fee for sellers", on the sold price.
        from: '2022-11-01',
        rule: {
          kind: 'share',
          shareBasisPoints: 1290,
          fixedMinor: 50,
          source: MERCARI_PROCESSING_2022,
          readOn: FEES_READ_ON,
        },
      },
      {
        from: '2023-04-17',
        rule: {
          kind: 'unknown',
          reason:
            'from 17 Apr 2023 the processing fee was charged on the sale plus shipping (found only on a third-party copy), which the app does not record',
          checked: [MERCARI_PROCESSING_2022, MERCARI_FEES],
        },
      },
      {
        from: '2024-03-27',
        rule: {
          kind: 'unknown',
          reason:
            'from 27 Mar 2024 Mercari’s own page charges the processing fee to buyers, and no own page found says what selling fee a seller paid',
          checked: [MERCARI_PROCESSING_2024, MERCARI_FEES],
        },
      },
      {
        // "Sellers will pay a flat 10% selling fee on the completed item price and buyer-paid
        // shipping ... No additional payment processing fee": found, searched again on
        // 2026-12-02, only on a third party's copy of Mercari's FAQ, so marked as such.
        from: '2025-01-06',
        rule: {
          kind: 'share',
          shareBasisPoints: 1000,
          fixedMinor: 0,
          source: MERCARI_2025_COPY,
          readOn: FEES_READ_ON,
          thirdParty: true,
        },
      },
    ],
    poshmark: always(notFound),
    depop,
  },
  CA: {
    facebook: always(notFound),
    kijiji: always(notFound),
    ebay: ebayByCategory(
      'eBay Canada’s own fee page exists, but its stored copy did not show the shares, which depend on the category',
      [EBAY_CA_FEES],
    ),
    // Only third-party pages gave Poshmark's fees, for the US, none for Canada.
    poshmark: always(notFound),
    vinted,
  },
  IE: {
    vinted,
    donedeal: always(notFound),
    adverts: always(notFound),
    facebook: always(notFound),
    ebay: always({
      kind: 'unknown',
      reason:
        'eBay Ireland’s own fee page found is an old one (insertion fees, 10.7 % of an auction’s price), undated; a third-party copy of its private sellers’ page gives 11 % of the total with postage up to €1,990 and 2 % above, plus €0.05 or €0.35 an order, undated, and the app does not know what the buyer paid for postage or the whole order',
      // The third party's copy is served over http only, so docs/marketplaces.md#fees names it.
      checked: [EBAY_IE_FEES],
    }),
  },
  AU: {
    facebook: always(notFound),
    gumtree: always(notFound),
    depop,
    ebay: ebayByCategory(
      'eBay Australia’s own page charges a final value fee by category on the total including postage; its shares were not in the stored copy',
      [EBAY_AU_FEES],
    ),
  },
};

/** The day a dated rule starts applying: its own start, else the day its page was read. */
export function effectiveFrom({ from, rule }: DatedFee): string {
  if (from !== null) return from;
  return rule.kind === 'unknown' ? '0000-01-01' : rule.readOn;
}

/** The rule for a sale on a day no rule of the table covers (before the first one known). */
const beforeKnown = (first: string): UnknownFee => ({
  kind: 'unknown',
  reason: `no fee known for a sale before ${first}`,
  checked: [],
});

/**
 * The fee rule of a marketplace in a country on a day (an ISO day or timestamp: its day, UTC):
 * the latest rule in effect on that day; unknown when the table has none for the marketplace,
 * or none yet on that day.
 */
export function feeRuleAt(country: CountryCode, marketplace: MarketplaceId, at: string): FeeRule {
  const dated = feeTable[country][marketplace];
  if (dated === undefined || dated.length === 0) return notFound;
  const day = at.slice(0, 10);
  const inEffect = dated.filter((entry) => effectiveFrom(entry) <= day);
  return inEffect.at(-1)?.rule ?? beforeKnown(effectiveFrom(dated[0]!));
}

export type NetPayout =
  | { known: true; feeMinor: number; netMinor: number; free: boolean; asOf: string; thirdParty?: true }
  | { known: false };

/**
 * What the seller keeps of a price (minor units) under a fee rule: the price less the share
 * (rounded half up to the minor unit) and the fixed fee, never below nothing. Pure and exact.
 */
export function netPayout(priceMinor: number, rule: FeeRule): NetPayout {
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0 || rule.kind === 'unknown') return { known: false };
  const marked = rule.thirdParty ? { thirdParty: true as const } : {};
  if (rule.kind === 'free')
    return { known: true, feeMinor: 0, netMinor: priceMinor, free: true, asOf: rule.readOn, ...marked };
  const share = Math.floor((priceMinor * rule.shareBasisPoints + 5000) / 10000);
  const feeMinor = Math.min(priceMinor, share + rule.fixedMinor);
  return {
    known: true,
    feeMinor,
    netMinor: priceMinor - feeMinor,
    free: false,
    asOf: rule.readOn,
    ...marked,
  };
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

/** The net of a price (minor units) on each marketplace of a country on a day, in the catalogue's order. */
export function netsForCountry(country: CountryCode, priceMinor: number, day: string): MarketplaceNet[] {
  return marketplacesByCountry[country].map((marketplace) => ({
    id: marketplace.id,
    name: marketplace.name,
    payout: netPayout(priceMinor, feeRuleAt(country, marketplace.id, day)),
  }));
}

/** What you keep at the price being set: nothing to work out until a price is set. */
export type KeepAt = { priced: false } | { priced: true; priceMinor: number; nets: MarketplaceNet[] };

/**
 * The nets at a price (an amount, 12.5) for a country's marketplaces, under the fees of `day`
 * (today); none while the price is the default nothing (0.00, docs/product.md#what-you-keep),
 * so no sum is shown before a price is.
 */
export function keepAt(country: CountryCode, price: number, day: string): KeepAt {
  const priceMinor = toMinor(price);
  if (!Number.isSafeInteger(priceMinor) || priceMinor <= 0) return { priced: false };
  return { priced: true, priceMinor, nets: netsForCountry(country, priceMinor, day) };
}
