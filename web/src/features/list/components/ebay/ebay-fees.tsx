import type { EbayListingFee } from '#domain/api-types.ts';
import { formatMoney, isCurrencyCode } from '#domain/currency.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';

const texts = ebayListingTexts.sheet;

/** eBay's fee type in words: `InsertionFee` reads "Insertion fee". */
function feeName(feeType: string): string {
  const words = feeType.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function amountOf(fee: EbayListingFee): string {
  const value = Number(fee.value);
  return isCurrencyCode(fee.currency) && Number.isFinite(value)
    ? formatMoney(value, fee.currency)
    : `${fee.value} ${fee.currency}`;
}

/** eBay's fees for the offer (its `getListingFees`), shown before the seller publishes. */
export function EbayFees({ fees }: { fees: readonly EbayListingFee[] }) {
  return (
    <section className="ebay-fees" aria-label={texts.fees}>
      <h3 className="ebay-fact-label">{texts.fees}</h3>
      <ul>
        {fees.map((fee) => (
          <li key={fee.feeType}>{texts.fee(feeName(fee.feeType), amountOf(fee))}</li>
        ))}
      </ul>
    </section>
  );
}
