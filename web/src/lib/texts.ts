// Labels and messages of the app shell that SPEC.md does not fix word for word. The spec's own
// texts (tagline, Loading..., the 404 page, the error catalogue) come from domain/messages.ts.

export const texts = {
  /** The header's product name beside the logo (the spec names no product). */
  appName: 'Snap List Shift',
  signIn: 'Sign In',
  signOut: 'Sign Out',
  email: 'Email',
  password: 'Password',
  signingIn: 'Signing in...',
  country: 'Country',
  profileLoading: 'Loading your profile...',
  confirmSignUpFirst: 'Please confirm your email address before signing in.',
  unsupportedSignInStep: 'This sign-in step is not supported yet.',
  startupFailed: 'The app could not start. Please reload the page.',
  pageFailed: 'Something went wrong. Please reload the page.',
  reload: 'Reload',
  requestFailed: 'The request failed. Please try again.',
} as const;
