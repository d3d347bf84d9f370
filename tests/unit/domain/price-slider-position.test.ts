import { describe, expect, it } from 'vitest';
import { savedStop, stopsWithSaved } from '#domain/price-slider-position.ts';

// docs/product.md#screens: the slider's thumb shows the saved price or none, never a stop
// near it; a saved price off the grid inside the range is one more stop.

const stops = [4.99, 5, 5.5, 6, 6.5, 7.25];

describe('stopsWithSaved', () => {
  it('adds a saved price inside the range, off the grid, in its place', () => {
    expect(stopsWithSaved(stops, 5.75)).toEqual([4.99, 5, 5.5, 5.75, 6, 6.5, 7.25]);
    expect(stopsWithSaved(stops, 4.995)).toEqual([4.99, 5, 5.5, 6, 6.5, 7.25]);
    expect(stopsWithSaved(stops, 7.24)).toEqual([4.99, 5, 5.5, 6, 6.5, 7.24, 7.25]);
    expect(stopsWithSaved(stops, 5.01)).toEqual([4.99, 5, 5.01, 5.5, 6, 6.5, 7.25]);
  });

  it('adds nothing for a stop, the ends, a price outside the range or no price', () => {
    for (const price of [5.5, 4.99, 7.25, 4.98, 7.26, 0, 25])
      expect(stopsWithSaved(stops, price)).toEqual(stops);
    expect(stopsWithSaved([], 5)).toEqual([]);
  });

  it('compares to the penny, not as floats', () => {
    expect(stopsWithSaved([0.1, 0.3], 0.1 + 0.2)).toEqual([0.1, 0.3]);
    expect(stopsWithSaved([0.1, 0.5], 0.1 + 0.2)).toEqual([0.1, 0.3, 0.5]);
  });

  it('returns a new list, leaving the range alone', () => {
    const result = stopsWithSaved(stops, 5.5);
    expect(result).not.toBe(stops);
    stopsWithSaved(stops, 5.75);
    expect(stops).toEqual([4.99, 5, 5.5, 6, 6.5, 7.25]);
  });
});

describe('savedStop', () => {
  it('is the index of the saved price to the penny', () => {
    expect(savedStop(stops, 4.99)).toBe(0);
    expect(savedStop(stops, 6)).toBe(3);
    expect(savedStop(stops, 7.25)).toBe(5);
    expect(savedStop([0.1, 0.3], 0.1 + 0.2)).toBe(1);
  });

  it('is -1 for no price, a price between stops or outside the range', () => {
    for (const price of [0, 5.75, 4.98, 7.26, 25]) expect(savedStop(stops, price)).toBe(-1);
  });
});
