// @ts-nocheck
import { itemTexts } from '#domain/messages.ts';
import { useState } from 'react';
import { formatPounds, formatPrice, nearestStop, type PriceSlider as Range } from '#domain/prices.ts';
import { Slider } from '#web/components/ui/slider.tsx';

interface Props {
  range: Range;
  /** The saved price; the thumb starts at the stop nearest to it (held inside the range). */
  current: number;
  onCommit: (price: string) => void;
}

/**
 * The slider from the lowest to the highest suggested price in steps of 0.5
 * (docs/product.md#screens). It moves through the range's stops (the ends exactly, the other
 * suggested prices, the 0.5 steps between), so both ends are reachable to the penny: a
 * slider stepping 0.5 from £4.99 rounds it to £5.00 and misses a highest price off the grid.
 */
export function PriceSlider({ range, current, onCommit }: Props) {
  const { stops } = range;
  const [index, setIndex] = useState(() => nearestStop(stops, current));
  // The thumb follows a price set by other means (the dropdown, a custom price). Adjusted
  // while rendering rather than by remounting, so a keyboard user keeps focus on the thumb.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setIndex(nearestStop(stops, current));
  }
  const price = stops[index] ?? range.min;
  return (
    <div className="price-slider">
      <Slider
        thumbLabel={itemTexts.priceSlider}
        thumbValueText={formatPounds(price)}
        min={0}
        max={stops.length - 1}
        step={1}
        value={[index]}
        onValueChange={([next]) => next !== undefined && setIndex(next)}
        onValueCommit={([next]) => {
          const chosen = next === undefined ? undefined : stops[next];
          if (chosen !== undefined) onCommit(formatPrice(chosen));
        }}
      />
      <div className="price-slider-ends muted" aria-hidden="true">
        <span>{formatPounds(range.min)}</span>
        <span>{formatPounds(price)}</span>
        <span>{formatPounds(range.max)}</span>
      </div>
    </div>
  );
}
