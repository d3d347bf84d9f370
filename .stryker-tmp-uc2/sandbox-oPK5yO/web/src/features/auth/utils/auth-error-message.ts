// @ts-nocheck
import { shellTexts } from '#domain/messages.ts';

/**
 * docs/product.md#messages, "Auth errors": the provider's own message, shown under the form, in plain
 * words: Cognito's messages are sentences already; an empty or technical one gets ours.
 */
export function authErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return shellTexts.requestFailed;
  const message = error.message.trim();
  if (message === '' || /^[A-Za-z]+Exception$/.test(message) || error.name === 'TypeError') {
    return shellTexts.requestFailed;
  }
  return message;
}
