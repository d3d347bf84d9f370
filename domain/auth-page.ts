// The page each home serves for /auth. The build writes the app's sign-in screen into it as
// HTML (web/vite-auth-pages.ts), so it paints before any JavaScript has loaded and the app
// then hydrates it. Its Continue with Google block differs with the home's config (a note
// where Google sign-in is not set up), so there are two pages and each home, which knows its config, serves the matching one:
// the local gateway (infra/local/static-site.ts) and CloudFront's viewer-request function
// (infra/constructs/site.ts). It lives here because the web build and both homes read it.

export const authPagePath = '/auth';

export const authPageFiles = {
  googleSignIn: 'auth-google.html',
  noGoogleSignIn: 'auth.html',
} as const;

/** The file a home serves for /auth; `googleSignIn` is whether its config has an OAuth domain. */
export function authPageFile(googleSignIn: boolean): string {
  return googleSignIn ? authPageFiles.googleSignIn : authPageFiles.noGoogleSignIn;
}
