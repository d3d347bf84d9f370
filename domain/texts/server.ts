// What the functions write for people (docs/product.md#messages, "Our own messages"): why an
// analysis or an AI call failed, the per-user limits, the service's own faults. All ours.

import type { Ours } from './wording';

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const serverTexts = {
  /** Why an AI call failed, by the failure's code (lambdas/lib/ai-failure.ts). */
  aiFailure: {
    rate_limited: 'The AI service is busy right now. Please try again in a minute.' as Ours,
    unavailable: 'The AI service is unavailable right now. Please try again.' as Ours,
    timeout: 'The AI service took too long to answer. Please try again.' as Ours,
    refused: 'The AI could not analyse this photo. Try another photo of the item.' as Ours,
    invalid_output: 'The AI gave an answer we could not read. Please try again.' as Ours,
    misconfigured: 'The AI service is not set up correctly. Please try again later.' as Ours,
    photo_unreadable: 'The photo could not be read. Please upload it again.' as Ours,
  },
  /** Recorded when a run died without a word (its worker killed, its job dead-lettered). */
  analysisUnfinished: 'The analysis could not be finished. Please try again.' as Ours,
  aiLimitReached: (retryAfterSeconds: number) =>
    `You have made too many AI requests. Please try again in ${inMinutes(retryAfterSeconds)}.` as Ours,
  uploadLimitReached: (retryAfterSeconds: number) =>
    `You have uploaded too many photos for now. Please try again in ${inMinutes(retryAfterSeconds)}.` as Ours,
  /** Link previews and site icons: `what` is "preview" or "site icon". */
  previewLimitReached: (what: string, retryAfterSeconds: number) =>
    `Too many ${what} requests. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.` as Ours,
  serviceUnavailable: 'The service is unavailable right now. Please try again.' as Ours,
  notJson: 'Send the body as JSON (Content-Type: application/json).' as Ours,
} as const;
