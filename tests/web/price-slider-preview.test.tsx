import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { priceSlider } from '#domain/prices.ts';
import { PriceSlider } from '#web/features/list/components/price-slider.tsx';

// The slider tells the price under its thumb as it moves (docs/product.md#what-you-keep), so
// the nets beside it follow before the price is saved.

describe('the price slider’s preview', () => {
  it('tells each price it moves to, the same it then saves', () => {
    const range = priceSlider([4.99, 6]);
    if (!range) throw new Error('two prices make a slider');
    const onPreview = vi.fn();
    const onCommit = vi.fn();
    render(
      <PriceSlider range={range} current={4.99} onCommit={onCommit} currency="GBP" onPreview={onPreview} />,
    );
    const thumb = screen.getByRole('slider', { name: 'Price' });
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(onPreview.mock.calls).toEqual([[5], [6]]);
    expect(onCommit.mock.calls).toEqual([['5.00'], ['6.00']]);
  });
});
