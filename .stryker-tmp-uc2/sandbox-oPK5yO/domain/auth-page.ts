// @ts-nocheck
// The page each home serves for /auth. The build writes the app's sign-in screen into it as
// HTML (web/vite-auth-pages.ts), so it paints before any JavaScript has loaded and the app
// then hydrates it. Its Continue with Google block differs with the home's config
// (domain/runtime-config.ts: offered, or a note saying why not), so there is one page per case
// and each home, which knows its config, serves the matching one: the local gateway
// (infra/local/static-site.ts) and CloudFront's viewer-request function
// (infra/constructs/site.ts). It lives here because the web build and both homes read it.

import type { GoogleSignIn } from './runtime-config';

export const authPagePath = '/auth';

export const authPageFiles: Readonly<Record<GoogleSignIn, string>> = {
  available: 'auth-google.html',
  notConfigured: 'auth.html',
  noHostedUi: 'auth-local.html',
};

/** The file a home serves for /auth, by what its config says of Google sign-in. */
export function authPageFile(googleSignIn: GoogleSignIn): string {
  return authPageFiles[googleSignIn];
}
