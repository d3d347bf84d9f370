// Labels and messages of the app shell that docs/product.md does not fix word for word. The spec's own
// texts (tagline, Loading..., the 404 page, the auth links, the error catalogue) come from
// domain/messages.ts.

export const texts = {
  /** The header's product name beside the logo (the spec names no product). */
  appName: 'Snap List Shift',
  /** The name under the icon on a phone's home screen (launchers cut names past about 12 characters). */
  homeScreenName: 'Snap List',
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  confirmationCode: 'Confirmation code',
  signingIn: 'Signing in...',
  creatingAccount: 'Creating account...',
  sendResetEmail: 'Send reset email',
  sending: 'Sending...',
  confirm: 'Confirm email',
  confirming: 'Confirming...',
  resendCode: 'Resend code',
  codeResent: 'A new code is on its way.',
  confirmTitle: 'Confirm your email',
  confirmIntro: (email: string) => `Open the link we emailed to ${email}, or enter the code from that email.`,
  confirmed: 'Email confirmed. Sign in to continue.',
  setNewPassword: 'Set new password',
  resetIntro: (email: string) => `Enter the code we emailed to ${email} and choose a new password.`,
  /** The new-password step opened by the reset email's link, its code filled in. */
  resetFromLinkIntro: (email: string) => `Choose a new password for ${email}.`,
  passwordChanged: 'Password changed. Sign in with your new password.',
  passwordRulesIntro: 'The password does not meet the policy:',
  passwordHint: 'At least 8 characters with upper- and lower-case letters, a digit and a symbol.',
  /** Why Google sign-in is not offered, by the home's config (domain/runtime-config.ts). */
  googleUnavailable: {
    noHostedUi: 'Google sign-in needs the cloud deployment; it is not available on this local copy.',
    notConfigured: 'Google sign-in is not set up on this site. Sign in with your email and password.',
  },
  or: 'or',
  profileLoading: 'Loading your profile...',
  unsupportedSignInStep: 'This sign-in step is not supported yet.',
  startupFailed: 'The app could not start. Please reload the page.',
  pageFailed: 'Something went wrong. Please reload the page.',
  reload: 'Reload',
  requestFailed: 'The request failed. Please try again.',
  accountSettings: 'Account settings',
  accountSettingsTitle: 'Account settings',
  changePasswordTitle: 'Change password',
  deleteAccountTitle: 'Delete account',
  deleteAccountIntro: 'Deleting your account erases your listings and photos. This cannot be undone.',
  passwordUpdated: 'Password updated.',
  close: 'Close',
  mainTabs: 'Main',
  // The tagline is the Add tab's headline already: the footer does not repeat it.
  footer: 'Your photos stay private to your account.',
  reviewBadge: (count: number) => `${count} ready for review`,
  /** The badge when more ready items exist than the pages loaded so far hold. */
  reviewBadgeAtLeast: (count: number) => `${count} or more ready for review`,
  loadMore: 'Show more items',
  loadingMore: 'Loading more items...',
  addPlaceholder: 'Upload',
} as const;
