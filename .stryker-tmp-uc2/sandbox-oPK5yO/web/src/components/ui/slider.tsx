// @ts-nocheck
import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';

/**
 * shadcn/ui's slider on Radix (arrow keys move one step). `thumbValueText` is what a screen
 * reader says for the thumb's value when the number alone would mislead (the price slider
 * moves through a list of prices, so its value is a position in that list).
 */
export function Slider({
  className = '',
  thumbLabel,
  thumbValueText,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabel: string; thumbValueText?: string }) {
  const thumbs = (props.value ?? props.defaultValue ?? [props.min ?? 0]).length;
  return (
    <SliderPrimitive.Root className={`slider ${className}`} {...props}>
      <SliderPrimitive.Track className="slider-track">
        <SliderPrimitive.Range className="slider-range" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          className="slider-thumb"
          aria-label={thumbLabel}
          {...(thumbValueText === undefined ? {} : { 'aria-valuetext': thumbValueText })}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
