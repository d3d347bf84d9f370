import { countryOrDefault } from './countries';
import { feeRuleAt, netPayout, type NetPayout } from './fees';
import { SOLD_ELSEWHERE, type Sale } from './item-life';
import type { MarketplaceId } from './marketplaces';

// What the seller kept of a sale (docs/product.md#item-life): the price less the fee of the
// marketplace it sold on, as the dated fee table has it on the sale's day (so an old sale keeps
// its day's fee), less the postage the seller paid. All in the sale's minor unit, exact.

export interface SaleNet {
  priceMinor: number;
  /** The postage the seller recorded paying; 0 when none was given. */
  postageMinor: number;
  /** The fee of that marketplace on that day; unknown where the table has none. */
  fee: NetPayout;
  /** Price less fee less postage; null while the fee is unknown (never a guess). */
  keptMinor: number | null;
}

/** A sale made off every marketplace pays no marketplace fee. */
const noMarketplaceFee = (priceMinor: number): NetPayout => ({
  known: true,
  feeMinor: 0,
  netMinor: priceMinor,
  free: true,
  asOf: '',
});

/** The fee of the place a sale was made, on its day, for an item of this (stored) country. */
function feeOf(sale: Sale, country: string | null | undefined): NetPayout {
  if (sale.where === SOLD_ELSEWHERE) return noMarketplaceFee(sale.price_minor);
  const rule = feeRuleAt(countryOrDefault(country).code, sale.where as MarketplaceId, sale.sold_at);
  return netPayout(sale.price_minor, rule);
}

/** The sale's price, fee, postage and what the seller kept. */
export function saleNet(sale: Sale, country: string | null | undefined): SaleNet {
  const fee = feeOf(sale, country);
  const postageMinor = sale.postage_minor ?? 0;
  return {
    priceMinor: sale.price_minor,
    postageMinor,
    fee,
    keptMinor: fee.known ? fee.netMinor - postageMinor : null,
  };
}
