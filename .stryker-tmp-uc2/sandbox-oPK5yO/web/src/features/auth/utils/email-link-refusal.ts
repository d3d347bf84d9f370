// @ts-nocheck
// Why Cognito refused the code of an email link (docs/product.md#auth-screen-auth), so the
// screen can say it plainly: a link followed again after it worked, or a code that is wrong,
// replaced by a newer one or expired. Anything else (the network, a limit) keeps the
// provider's own words.

export type EmailLinkRefusal = 'alreadyConfirmed' | 'invalidCode' | 'other';

export function emailLinkRefusal(error: unknown): EmailLinkRefusal {
  if (!(error instanceof Error)) return 'other';
  // Cognito: NotAuthorizedException "User cannot be confirmed. Current status is CONFIRMED".
  if (error.name === 'NotAuthorizedException' && /status is CONFIRMED/i.test(error.message)) {
    return 'alreadyConfirmed';
  }
  if (error.name === 'CodeMismatchException' || error.name === 'ExpiredCodeException') return 'invalidCode';
  return 'other';
}
