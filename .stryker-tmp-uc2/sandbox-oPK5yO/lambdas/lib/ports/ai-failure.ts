// @ts-nocheck
import { messages as catalogue, serverTexts } from '#domain/messages.ts';

// Why an AI call failed, as a value: a code for logs and metrics and a message written for
// the person using the app. The provider's own message never leaves the server
// (docs/architecture/backend.md#errors-at-the-api-boundary: never leak a provider's raw error to the browser).

export type AiFailureCode =
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'refused'
  | 'invalid_output'
  | 'misconfigured'
  | 'photo_unreadable'
  /** The product's daily budget of model calls is spent (ours, not the provider's). */
  | 'budget_exhausted';

const messages: Record<AiFailureCode, string> = {
  ...serverTexts.aiFailure,
  budget_exhausted: catalogue.aiDailyLimitReached.title,
};

/** Recorded when a run died without a word (its worker killed, its job dead-lettered). */
export const analysisUnfinishedMessage = serverTexts.analysisUnfinished;

/** The message a failure of this kind shows the user. */
export function aiFailureMessage(code: AiFailureCode): string {
  return messages[code];
}

/** Failures that are the product's set-up, not the user's doing: they cost no AI allowance. */
export function isConfigurationFailure(code: AiFailureCode): boolean {
  return code === 'misconfigured' || code === 'budget_exhausted';
}

export class AiFailure extends Error {
  constructor(
    readonly code: AiFailureCode,
    /** What went wrong in the provider's words: for the log only. */
    readonly detail?: string,
  ) {
    super(messages[code]);
    this.name = 'AiFailure';
  }
}
