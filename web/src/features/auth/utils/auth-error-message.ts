import { texts } from '#web/lib/texts.ts';

/** SPEC.md point 8, "Auth errors": the provider's own message, shown under the form. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return texts.requestFailed;
}
