import { itemTexts } from '#domain/messages.ts';
import { useState } from 'react';
import { formatMoney, type CurrencyCode } from '#domain/currency.ts';
import { savedStop, stopsWithSaved } from '#domain/price-slider-position.ts';
import { formatPrice, type PriceSlider as Range } from '#domain/prices.ts';
import { Slider } from '#web/components/ui/slider.tsx';

interface Props {
  range: Range;
  /** The saved price; the thumb starts at it, or shows no price (none yet, or outside the range). */
  current: number;
  onCommit: (price: string) => void;
  /** The item's currency, for the amounts shown. */
  currency: CurrencyCode;
  /** Told the price under the thumb while it moves, before it is saved (for the nets). */
  onPreview?: (price: number) => void;
}

/** The thumb's position before any price is on the slider: left of the lowest, showing none. */
const NONE = -1;

/**
 * The slider from the lowest to the highest suggested price in steps of 0.5
 * (docs/product.md#screens). It moves through the range's stops (the ends exactly, the other
 * suggested prices, the 0.5 steps between), so both ends are reachable to the penny: a
 * slider stepping 0.5 from £4.99 rounds it to £5.00 and misses a highest price off the grid.
 * Every price it shows is the one it would save: the saved price is a stop of its own when it
 * is off the grid (a custom £9.75), and with no saved price on the slider the thumb waits
 * left of the lowest stop, showing no price, so any move (Home included) saves one.
 */
export function PriceSlider({ range, current, onCommit, currency, onPreview }: Props) {
  const money = (value: number) => formatMoney(value, currency);
  const stops = stopsWithSaved(range.stops, current);
  const saved = savedStop(stops, current);
  const [index, setIndex] = useState(saved);
  // The thumb follows a price set by other means (the dropdown, a custom price). Adjusted
  // while rendering rather than by remounting, so a keyboard user keeps focus on the thumb.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setIndex(saved);
  }
  const price = stops[index];
  const commit = (at: number) => {
    const chosen = stops[at];
    if (chosen !== undefined) onCommit(formatPrice(chosen));
  };
  return (
    <div className="price-slider" data-unset={saved === NONE ? '' : undefined}>
      <Slider
        thumbLabel={itemTexts.priceSlider}
        thumbValueText={price === undefined ? itemTexts.choosePrice : money(price)}
        min={saved === NONE ? NONE : 0}
        max={stops.length - 1}
        step={1}
        value={[index]}
        onValueChange={([next]) => {
          if (next === undefined) return;
          setIndex(next);
          const moving = stops[next];
          if (moving !== undefined) onPreview?.(moving);
        }}
        onValueCommit={([next]) => next !== undefined && commit(next)}
        onKeyDown={(event) => {
          // Home goes to the lowest price, not to the place that shows none.
          if (event.key !== 'Home' || index !== NONE) return;
          event.preventDefault();
          setIndex(0);
          commit(0);
        }}
      />
      <div className="price-slider-ends muted" aria-hidden="true">
        <span>{money(range.min)}</span>
        <span className="price-slider-chosen">{price === undefined ? '' : money(price)}</span>
        <span>{money(range.max)}</span>
      </div>
    </div>
  );
}
