import { itemTexts, moneyTexts } from '#domain/messages.ts';
import { useState } from 'react';
import { currencyNames, formatMoney } from '#domain/currency.ts';
import { itemCurrency } from '#domain/listing-item.ts';
import type { WebListing } from '#domain/listing.ts';
import {
  currentPrice,
  extractPrices,
  formatPrice,
  parseCustomPrice,
  priceSlider,
  suggestedPrices,
} from '#domain/prices.ts';
import { quickSalePrice } from '#domain/price-nudge.ts';
import { researchText } from '#domain/related-listings.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { PriceNets } from './price-nets';
import { PriceSlider } from './price-slider';

const CUSTOM = 'custom';

interface Props {
  item: WebListing;
  /** Saves the price (2 decimals) to the item. */
  onSetPrice: (price: string) => void;
}

/** The price picker, `Set Your Price` (docs/product.md#screens, docs/product.md#validation and docs/product.md#constants-and-limits). */
export function PricePicker({ item, onSetPrice }: Props) {
  const currency = itemCurrency(item);
  const money = (value: number) => formatMoney(value, currency);
  const prices = suggestedPrices(extractPrices(researchText(item.ai?.enrichment.result), currency));
  const slider = priceSlider(prices);
  const current = currentPrice(item.fields);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string>();
  const chosen = prices.map(formatPrice).includes(current) ? current : undefined;
  // The price under the slider's thumb while it moves: the nets follow it before it is saved.
  const [moving, setMoving] = useState<{ price: number; over: string }>();
  const shown = moving?.over === current ? moving.price : Number(current);
  const quickSale = prices.length > 1 ? quickSalePrice(prices) : undefined;

  function setCustomPrice() {
    const parsed = parseCustomPrice(custom, currency);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    setCustom('');
    onSetPrice(parsed.price);
  }

  return (
    <section className="card price-picker" aria-labelledby="price-title">
      <h3 id="price-title" className="detail-heading">
        {itemTexts.setYourPrice}
      </h3>
      {prices.length > 0 && (
        <Select
          value={chosen ?? ''}
          onValueChange={(value) => {
            if (value === CUSTOM) document.getElementById('custom-price')?.focus();
            else onSetPrice(value);
          }}
        >
          <SelectTrigger aria-label={itemTexts.suggestedPrices}>
            <SelectValue placeholder={itemTexts.choosePrice} />
          </SelectTrigger>
          <SelectContent>
            {prices.map((price) => (
              <SelectItem key={price} value={formatPrice(price)}>
                {itemTexts.suggested(money(price))}
              </SelectItem>
            ))}
            <SelectItem value={CUSTOM}>{itemTexts.customPrice}</SelectItem>
          </SelectContent>
        </Select>
      )}
      {prices.length > 0 && <p className="muted">{moneyTexts.askingNote}</p>}
      {quickSale !== undefined && (
        <button
          className="button button-outline quick-sale"
          type="button"
          onClick={() => onSetPrice(formatPrice(quickSale))}
        >
          {moneyTexts.quickSale(money(quickSale))}
        </button>
      )}
      {slider && (
        <PriceSlider
          range={slider}
          current={Number(current)}
          onCommit={onSetPrice}
          currency={currency}
          onPreview={(price) => setMoving({ price, over: current })}
        />
      )}
      <form
        className="custom-price"
        // The domain rule (above 0 and below 10000, 2 decimals) decides and says why, not the
        // browser's bubble.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setCustomPrice();
        }}
      >
        <label className="sr-only" htmlFor="custom-price">
          {itemTexts.customPriceLabel(currencyNames[currency])}
        </label>
        <input
          id="custom-price"
          // Text, not number: a price typed with another currency's sign reaches the rule
          // below and is refused with a message naming the item's currency, where a number
          // input would drop it silently (docs/product.md#country-and-currency).
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={itemTexts.customPrice}
          value={custom}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'custom-price-error' : undefined}
          onChange={(event) => setCustom(event.target.value)}
        />
        <button className="button button-outline" type="submit">
          {itemTexts.set}
        </button>
      </form>
      {error && (
        <p id="custom-price-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      <p className="current-price">
        {itemTexts.currentPrice}: <strong>{money(Number(current))}</strong>
      </p>
      <PriceNets item={item} price={shown} />
    </section>
  );
}
