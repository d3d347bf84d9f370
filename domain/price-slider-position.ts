import { PRICE_DECIMALS } from './constants';

// Where the price slider's thumb stands for a saved price (docs/product.md#screens). The thumb
// shows a price only when it is the price it would save: the saved price itself, never the
// stop nearest to it. A price set by other means inside the range but off the slider's grid
// (a custom £9.75 among 0.5 steps) becomes one more stop, so the thumb and its label show it;
// no price yet, or one outside the range, leaves the thumb showing none.

const CENTS = 10 ** PRICE_DECIMALS;
const toCents = (value: number) => Math.round(value * CENTS);

/**
 * The slider's stops with the saved price among them, in order, when it lies inside the range
 * (from the lowest stop to the highest) and is not a stop already.
 */
export function stopsWithSaved(stops: readonly number[], saved: number): number[] {
  const first = stops[0];
  const last = stops.at(-1);
  const cents = toCents(saved);
  const inside = first !== undefined && last !== undefined && cents > toCents(first) && cents < toCents(last);
  if (!inside || stops.some((stop) => toCents(stop) === cents)) return [...stops];
  return [...stops, cents / CENTS].sort((a, b) => a - b);
}

/** The index of the stop that is the saved price to the penny, or -1: the slider shows no price. */
export function savedStop(stops: readonly number[], saved: number): number {
  return stops.findIndex((stop) => toCents(stop) === toCents(saved));
}
