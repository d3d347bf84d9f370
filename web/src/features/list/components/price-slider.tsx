import { useState } from 'react';
import { formatPounds, formatPrice, type PriceSlider as Range } from '#domain/prices.ts';
import { Slider } from '#web/components/ui/slider.tsx';
import { itemTexts } from '#web/lib/item-texts.ts';

interface Props {
  range: Range;
  /** The saved price; the thumb starts there (held inside the range). */
  current: number;
  onCommit: (price: string) => void;
}

/** The slider from the lowest to the highest suggested price in steps of 0.5 (docs/product.md#screens). */
export function PriceSlider({ range, current, onCommit }: Props) {
  const [value, setValue] = useState(Math.min(range.max, Math.max(range.min, current)));
  return (
    <div className="price-slider">
      <Slider
        thumbLabel={itemTexts.priceSlider}
        min={range.min}
        max={range.max}
        step={range.step}
        value={[value]}
        onValueChange={([next]) => next !== undefined && setValue(next)}
        onValueCommit={([next]) => next !== undefined && onCommit(formatPrice(next))}
      />
      <div className="price-slider-ends muted" aria-hidden="true">
        <span>{formatPounds(range.min)}</span>
        <span>{formatPounds(value)}</span>
        <span>{formatPounds(range.max)}</span>
      </div>
    </div>
  );
}
