// @ts-nocheck
import { useSyncExternalStore } from 'react';

// A touch screen is the pointer of a phone or tablet: the device that has a camera at hand.
const coarsePointer = '(pointer: coarse)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window.matchMedia === 'function' ? window.matchMedia(coarsePointer) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the main pointer is a finger (`(pointer: coarse)`), followed as it changes. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
