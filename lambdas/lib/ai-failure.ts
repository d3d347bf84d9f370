// Why an AI call failed, as a value: a code for logs and metrics and a message written for
// the person using the app. The provider's own message never leaves the server
// (STYLE.md: never leak a provider's raw error to the browser).

export type AiFailureCode =
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'refused'
  | 'invalid_output'
  | 'misconfigured'
  | 'photo_unreadable';

const messages: Record<AiFailureCode, string> = {
  rate_limited: 'The AI service is busy right now. Please try again in a minute.',
  unavailable: 'The AI service is unavailable right now. Please try again.',
  timeout: 'The AI service took too long to answer. Please try again.',
  refused: 'The AI could not analyse this photo. Try another photo of the item.',
  invalid_output: 'The AI gave an answer we could not read. Please try again.',
  misconfigured: 'The AI service is not set up correctly. Please try again later.',
  photo_unreadable: 'The photo could not be read. Please upload it again.',
};

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
