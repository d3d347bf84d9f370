// @ts-nocheck
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { authPagePath } from '#domain/auth-page.ts';
import type { GoogleSignIn } from '#domain/runtime-config.ts';
import { loadRuntimeConfig } from '#web/lib/runtime-config.ts';
import { App } from './app';

// Build time only: web/vite-auth-pages.ts renders this in Node for the pages served at /auth.
// It is the app's own tree at /auth, as the browser's first render draws it (the session not
// checked yet, so GuestOnly shows the sign-in screen), so the browser hydrates this markup
// instead of drawing it anew (docs/architecture/web.md#the-first-paint).

function AuthPageRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location={authPagePath}>{children}</StaticRouter>;
}

/** The app's markup at /auth, with Google sign-in offered, or not and why. */
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
  // prerender, unlike renderToString, waits for the lazy route chunks, so the markup holds the
  // screen itself rather than its Suspense fallback.
  // A part that fails would be left to the browser (its Suspense fallback in the page, Loading...
  // for the screen): the build fails instead.
  const errors: unknown[] = [];
  const { prelude } = await prerender(<App Router={AuthPageRouter} />, {
    onError: (error) => {
      errors.push(error);
    },
  });
  if (errors.length > 0) throw new Error('The /auth page could not be prerendered', { cause: errors[0] });
  const markup = await new Response(prelude).text();
  // React puts a <link rel="preload"> for the logo first; in the page the <img> is as early.
  return markup.replace(/^(<link [^>]*>)+/, '');
}
