import { countryWords } from '#domain/country-words.ts';
import { formatMoney, type CurrencyCode } from '#domain/currency.ts';
import { fromMinor } from '#domain/fees.ts';
import { SOLD_ELSEWHERE, type Sale } from '#domain/item-life.ts';
import type { CountryCode } from '#domain/countries.ts';
import { lifeTexts } from '#domain/messages.ts';
import { saleNet } from '#domain/sale-net.ts';

interface Props {
  sale: Sale;
  country: CountryCode;
  currency: CurrencyCode;
  nameOf: (id: string) => string;
}

/**
 * "You kept" of a sold item (docs/product.md#item-life): the marketplace's fee on the day it
 * sold and the postage paid, each shown, then what is left; or, with the fee not known, says
 * so rather than a sum.
 */
export function SaleKept({ sale, country, currency, nameOf }: Props) {
  const net = saleNet(sale, country);
  const money = (minor: number) => formatMoney(fromMinor(minor), currency);
  const words = countryWords[country];
  const name = nameOf(sale.where);
  if (!net.fee.known || net.keptMinor === null)
    return <p className="muted life-kept-unknown">{lifeTexts.keptUnknown(name)}</p>;
  const feeText = net.fee.free
    ? lifeTexts.noSellerFee(name)
    : `${lifeTexts.feeLine(name, money(net.fee.feeMinor))}${net.fee.thirdParty ? ` ${lifeTexts.thirdPartyFee}` : ''}`;
  return (
    <div className="life-kept">
      <ul className="life-kept-parts muted">
        {sale.where !== SOLD_ELSEWHERE && <li>{feeText}</li>}
        <li>{lifeTexts.postageLine(money(net.postageMinor), words)}</li>
      </ul>
      <p className="life-kept-total">
        <strong>{lifeTexts.youKept(money(net.keptMinor))}</strong>
      </p>
    </div>
  );
}
