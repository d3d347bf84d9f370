import { countryWords } from '#domain/country-words.ts';
import { itemCategory } from '#domain/item-category.ts';
import { formatMoney, type CurrencyCode } from '#domain/currency.ts';
import { FEES_READ_ON, fromMinor, keepAt, type MarketplaceNet, readableDate } from '#domain/fees.ts';
import type { WebListing } from '#domain/listing.ts';
import { itemCountry, itemCurrency } from '#domain/listing-item.ts';
import { moneyTexts } from '#domain/messages.ts';
import { commonCarriers, estimatePostage, postageBands, suggestParcelSize } from '#domain/postage.ts';
import './price-nets.css';

interface Props {
  item: WebListing;
  /** The price being set: the slider's while it moves, else the saved one. */
  price: number;
}

/**
 * What the seller keeps at the price being set, on each marketplace of the item's country,
 * with the day the fees were read, or, with no price set, a request for one and no sum; a fee not sourced is said to be unknown, never guessed
 * (docs/product.md#what-you-keep). Then the parcel size suggested and its postage, likewise.
 */
export function PriceNets({ item, price }: Props) {
  const currency = itemCurrency(item);
  const country = itemCountry(item);
  // Today's fees: the dated table's rule in effect now.
  const keep = keepAt(country, price, new Date().toISOString());
  const size = suggestParcelSize(itemCategory(item));
  const postage = estimatePostage(size, postageBands[country]);
  const minor = (value: number) => formatMoney(fromMinor(value), currency);
  return (
    // No aria-live: a live region makes a dialog's aria-hidden (Radix) hide the listing form
    // itself, nameless, instead of the page around it; the slider already reads out its price.
    <div className="price-nets">
      <h4 className="price-nets-heading">{moneyTexts.keepHeading}</h4>
      {keep.priced ? (
        <>
          <p className="muted">{moneyTexts.keepAt(formatMoney(price, currency))}</p>
          <ul className="price-nets-list">
            {keep.nets.map((net) => (
              <li key={net.id}>{netLine(net, currency)}</li>
            ))}
          </ul>
          <p className="muted">{moneyTexts.asOf(readableDate(FEES_READ_ON))}</p>
        </>
      ) : (
        <p className="muted">{moneyTexts.keepNeedsPrice}</p>
      )}
      <p className="muted">{size ? moneyTexts.parcel(size) : moneyTexts.noParcel}</p>
      {size && (
        <p className="muted">
          {postage.known
            ? moneyTexts.postage(
                minor(postage.lowMinor),
                minor(postage.highMinor),
                postage.carriers.join(', '),
                readableDate(postage.asOf),
                countryWords[country],
              )
            : moneyTexts.postageUnknown(commonCarriers[country].join(', '), countryWords[country])}
        </p>
      )}
    </div>
  );
}

function netLine({ name, payout }: MarketplaceNet, currency: CurrencyCode): string {
  if (!payout.known) return moneyTexts.feeUnknown(name);
  const kept = moneyTexts.keeps(name, formatMoney(fromMinor(payout.netMinor), currency));
  const why = payout.free
    ? moneyTexts.noSellerFee
    : moneyTexts.afterFees(formatMoney(fromMinor(payout.feeMinor), currency));
  return `${kept} (${why}${payout.thirdParty ? `; ${moneyTexts.thirdPartyFee}` : ''})`;
}
