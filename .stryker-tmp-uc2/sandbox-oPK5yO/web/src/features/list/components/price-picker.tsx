// @ts-nocheck
import { itemTexts } from '#domain/messages.ts';
import { useState } from 'react';
import { PRICE_INPUT_MIN, PRICE_INPUT_STEP } from '#domain/constants.ts';
import type { WebListing } from '#domain/listing.ts';
import {
  currentPrice,
  extractPrices,
  formatPounds,
  formatPrice,
  parseCustomPrice,
  priceSlider,
  suggestedPrices,
} from '#domain/prices.ts';
import { researchText } from '#domain/related-listings.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { PriceSlider } from './price-slider';

const CUSTOM = 'custom';

interface Props {
  item: WebListing;
  /** Saves the price (2 decimals) to the item. */
  onSetPrice: (price: string) => void;
}

/** The price picker, `Set Your Price` (docs/product.md#screens, docs/product.md#validation and docs/product.md#constants-and-limits). */
export function PricePicker({ item, onSetPrice }: Props) {
  const prices = suggestedPrices(extractPrices(researchText(item.ai?.enrichment.result)));
  const slider = priceSlider(prices);
  const current = currentPrice(item.fields);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string>();
  const chosen = prices.map(formatPrice).includes(current) ? current : undefined;

  function setCustomPrice() {
    const parsed = parseCustomPrice(custom);
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
                {itemTexts.suggested(formatPounds(price))}
              </SelectItem>
            ))}
            <SelectItem value={CUSTOM}>{itemTexts.customPrice}</SelectItem>
          </SelectContent>
        </Select>
      )}
      {slider && <PriceSlider range={slider} current={Number(current)} onCommit={onSetPrice} />}
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
          {itemTexts.customPriceLabel}
        </label>
        <input
          id="custom-price"
          type="number"
          inputMode="decimal"
          min={PRICE_INPUT_MIN}
          step={PRICE_INPUT_STEP}
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
        {itemTexts.currentPrice}: <strong>£{current}</strong>
      </p>
    </section>
  );
}
