import { renderToStaticMarkup } from 'react-dom/server';
import type { GoogleSignIn } from '#domain/runtime-config.ts';
import { AuthScreen } from '#web/features/auth/components/auth-screen.tsx';
import { SessionContext, type Session } from '#web/features/auth/hooks/use-session.ts';
import { loadRuntimeConfig } from '#web/lib/runtime-config.ts';

// Build time only: web/vite-auth-pages.ts renders this in Node for the pages served at /auth.
// It is the real AuthScreen in its first state (Sign In, signed out), so the static screen
// and the one the app then draws are the same markup.

const signedOut: Session = { state: { status: 'signedOut' }, refresh: async () => {} };

/** AuthScreen's markup in Sign In mode, with Google sign-in offered, or not and why. */
export async function renderAuthShell(googleSignIn: GoogleSignIn): Promise<string> {
  const config = {
    region: 'build',
    userPoolId: 'build_pool',
    userPoolClientId: 'build-client',
    authFlowType: 'USER_SRP_AUTH',
    ...(googleSignIn === 'available'
      ? { oauthDomain: 'build.invalid' }
      : { googleSignInAbsence: googleSignIn }),
  };
  await loadRuntimeConfig(async () => Response.json(config));
  const markup = renderToStaticMarkup(
    <SessionContext.Provider value={signedOut}>
      <AuthScreen />
    </SessionContext.Provider>,
  );
  // React 19 puts a <link rel="preload"> for the logo first; in the page the <img> is as early.
  return markup.replace(/^(<link [^>]*>)+/, '');
}
