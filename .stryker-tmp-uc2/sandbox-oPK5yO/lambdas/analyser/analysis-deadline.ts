// @ts-nocheck
import { AiFailure } from '../lib/ports/ai-failure';

// One deadline per analysis job (docs/design.md#analysis): the model calls and their retries are
// cut there, and the failure is still recorded before Lambda stops the function.

/** Time kept after the deadline to record the outcome on the item. */
export const recordOutcomeMarginMs = 20_000;

/** The job's time: the configured deadline, or less when the function has less time left. */
export function analysisDeadlineMs(configuredMs: number, remainingMs: number): number {
  return Math.max(1, Math.min(configuredMs, remainingMs - recordOutcomeMarginMs));
}

/**
 * Whatever `work` is waiting on, the job ends at the deadline: an analyser that ignores the
 * signal (or is stuck before any call) is left behind with a timeout failure.
 */
export async function withinDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  if (deadline.aborted) throw new AiFailure('timeout', 'the analysis deadline had passed');
  let onAbort = () => {};
  const cut = new Promise<never>((_, reject) => {
    onAbort = () => reject(new AiFailure('timeout', 'the analysis deadline passed'));
    deadline.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, cut]);
  } finally {
    deadline.removeEventListener('abort', onAbort);
  }
}
