// @ts-nocheck
import { PROCESSING_MESSAGE_INTERVAL_MS } from './constants';
import { processingMessages } from './messages';

// The processing screen's rotating message (docs/product.md#screens): the next one every 2
// seconds, starting again after the last.

/** The message to show after `elapsedMs` on the processing screen. */
export function processingMessageAt(elapsedMs: number): string {
  const steps = Math.floor(Math.max(0, elapsedMs) / PROCESSING_MESSAGE_INTERVAL_MS);
  const index = Number.isFinite(steps) ? steps % processingMessages.length : 0;
  return processingMessages[index] ?? processingMessages[0];
}
