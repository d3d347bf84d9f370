// @ts-nocheck
// The confirmation and reset emails, and what the auth screen says when their links are followed
// (docs/product.md#auth-screen-auth): all our own wording.

import type { Ours } from './wording';

/** The auth screen's texts for the links in the confirmation and reset emails. */
export const emailLinkTexts = {
  confirming: 'Confirming your email...' as Ours,
  /** A confirmation link followed again, after it confirmed the account. */
  alreadyConfirmed: 'This email is already confirmed. Sign in to continue.' as Ours,
  /** A confirmation link whose code is wrong or replaced by a newer one. */
  confirmLinkInvalid:
    'This confirmation link is not valid any more. Enter the code from the newest email, or ask for a new code.' as Ours,
  /** A reset link whose code is wrong, used already or expired. */
  resetLinkInvalid: 'This reset link is not valid any more. Ask for a new reset email.' as Ours,
} as const;

/** The emails themselves; the link and the code are filled in by domain/auth-emails.ts. */
export const authEmailTexts = {
  confirmSignUp: {
    subject: 'Confirm your Snap List Shift account' as Ours,
    intro: 'Welcome to Snap List Shift. Confirm your email address to finish creating your account.' as Ours,
    action: 'Confirm my email' as Ours,
    codeLine: 'Or enter this code on the sign-up screen:' as Ours,
    outro: 'If you did not create an account, you can ignore this email.' as Ours,
  },
  resetPassword: {
    subject: 'Reset your Snap List Shift password' as Ours,
    intro: 'Someone asked to reset the password of your Snap List Shift account.' as Ours,
    action: 'Choose a new password' as Ours,
    codeLine: 'Or enter this code on the reset screen:' as Ours,
    outro: 'If it was not you, you can ignore this email: your password stays as it is.' as Ours,
  },
} as const;
