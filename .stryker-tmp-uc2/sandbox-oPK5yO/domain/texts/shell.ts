// @ts-nocheck
// Labels of the app shell and the auth screens (header, footer, tab bar, auth forms, account
// settings, start-up and crash notices).

import type { Ours, Spec } from './wording';

export const shellTexts = {
  /** The header's product name beside the logo (the spec names no product). */
  appName: 'Snap List Shift' as Ours,
  /** The name under the icon on a phone's home screen (launchers cut names past about 12 characters). */
  homeScreenName: 'Snap List' as Ours,
  email: 'Email' as Ours,
  password: 'Password' as Ours,
  newPassword: 'New password' as Ours,
  confirmationCode: 'Confirmation code' as Ours,
  signingIn: 'Signing in...' as Ours,
  creatingAccount: 'Creating account...' as Ours,
  sendResetEmail: 'Send reset email' as Ours,
  sending: 'Sending...' as Ours,
  confirm: 'Confirm email' as Ours,
  confirming: 'Confirming...' as Ours,
  resendCode: 'Resend code' as Ours,
  codeResent: 'A new code is on its way.' as Ours,
  confirmTitle: 'Confirm your email' as Ours,
  confirmIntro: (email: string) =>
    `Open the link we emailed to ${email}, or enter the code from that email.` as Ours,
  confirmed: 'Email confirmed. Sign in to continue.' as Ours,
  setNewPassword: 'Set new password' as Ours,
  resetIntro: (email: string) => `Enter the code we emailed to ${email} and choose a new password.` as Ours,
  /** The new-password step opened by the reset email's link, its code filled in. */
  resetFromLinkIntro: (email: string) => `Choose a new password for ${email}.` as Ours,
  passwordChanged: 'Password changed. Sign in with your new password.' as Ours,
  passwordRulesIntro: 'The password does not meet the policy:' as Ours,
  passwordHint: 'At least 8 characters with upper- and lower-case letters, a digit and a symbol.' as Ours,
  /** Why Google sign-in is not offered, by the home's config (domain/runtime-config.ts). */
  googleUnavailable: {
    noHostedUi: 'Google sign-in needs the cloud deployment; it is not available on this local copy.' as Ours,
    notConfigured: 'Google sign-in is not set up on this site. Sign in with your email and password.' as Ours,
  },
  or: 'or' as Ours,
  profileLoading: 'Loading your profile...' as Ours,
  unsupportedSignInStep: 'This sign-in step is not supported yet.' as Ours,
  startupFailed: 'The app could not start. Please reload the page.' as Ours,
  pageFailed: 'Something went wrong. Please reload the page.' as Ours,
  reload: 'Reload' as Ours,
  requestFailed: 'The request failed. Please try again.' as Ours,
  accountSettings: 'Account settings' as Ours,
  accountSettingsTitle: 'Account settings' as Ours,
  changePasswordTitle: 'Change password' as Ours,
  deleteAccountTitle: 'Delete account' as Ours,
  deleteAccountIntro: 'Deleting your account erases your listings and photos. This cannot be undone.' as Ours,
  passwordUpdated: 'Password updated.' as Ours,
  close: 'Close' as Ours,
  mainTabs: 'Main' as Ours,
  // The tagline is the Add tab's headline already: the footer does not repeat it.
  footer: 'Your photos stay private to your account.' as Ours,
  reviewBadge: (count: number) => `${count} ready for review` as Ours,
  /** The badge when more ready items exist than the pages loaded so far hold. */
  reviewBadgeAtLeast: (count: number) => `${count} or more ready for review` as Ours,
  loadMore: 'Show more items' as Ours,
  loadingMore: 'Loading more items...' as Ours,
  addPlaceholder: 'Upload' as Spec,
} as const;
