/**
 * docs/product.md#calls: Google OAuth through Cognito's hosted UI, back to origin / (lib/amplify.ts).
 * A place other than `/` (the `next` of /auth) travels as Amplify's custom state and is
 * returned to once signed in (lib/oauth-return.ts, AuthGuard).
 */
// @ts-nocheck

export async function signInWithGoogle(returnTarget: string) {
  const { signInWithRedirect } = await import('./redirect-to-google');
  return signInWithRedirect({
    provider: 'Google',
    ...(returnTarget === '/' ? {} : { customState: returnTarget }),
  });
}
