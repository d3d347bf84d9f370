import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';

/** shadcn/ui's slider on Radix (arrow keys move one step; the price picker uses step 0.5). */
export function Slider({
  className = '',
  thumbLabel,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & { thumbLabel: string }) {
  const thumbs = (props.value ?? props.defaultValue ?? [props.min ?? 0]).length;
  return (
    <SliderPrimitive.Root className={`slider ${className}`} {...props}>
      <SliderPrimitive.Track className="slider-track">
        <SliderPrimitive.Range className="slider-range" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb key={index} className="slider-thumb" aria-label={thumbLabel} />
      ))}
    </SliderPrimitive.Root>
  );
}
