import { texts } from '#web/lib/texts.ts';

/**
 * docs/product.md#messages, "Auth errors": the provider's own message, shown under the form, in plain
 * words: Cognito's messages are sentences already; an empty or technical one gets ours.
 */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return texts.requestFailed;
  const message = error.message.trim();
  if (message === '' || /^[A-Za-z]+Exception$/.test(message) || error.name === 'TypeError') {
    return texts.requestFailed;
  }
  return message;
}
