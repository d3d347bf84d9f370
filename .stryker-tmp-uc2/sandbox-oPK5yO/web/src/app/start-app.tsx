// @ts-nocheck
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { readEmailLink } from '#domain/auth-email-link.ts';
import { LoadingScreen } from '../components/loading-screen';
import { configureAmplify } from '../lib/amplify';
import { carryOAuthReturnTarget, isOAuthReturn } from '../lib/oauth-return';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { releaseStaticScreen } from '../lib/static-screen';
import { shellTexts } from '#domain/messages.ts';
import { App } from './app';
import { preloadRouteChunk } from './router';

/**
 * Start-up: fetch /config.json, configure Amplify from it, then render the routes. A page that
 * arrives with the app's markup in it (/auth, web/vite-auth-pages.ts) is hydrated: React adopts
 * the painted nodes instead of drawing them again, so the first paint holds
 * (docs/architecture/web.md#the-first-paint). Other pages show Loading... meanwhile. A link
 * from an email opens /auth on another screen than the painted sign-in (confirming, or the new
 * password with its code), so that page is drawn anew over the painted one, not hydrated: the
 * two would not match.
 */
export async function startApp(container: HTMLElement, fetchImpl: typeof fetch = fetch): Promise<Root> {
  const painted = container.childElementCount > 0;
  const prerendered = painted && readEmailLink(window.location.search) === undefined;
  let root: Root | undefined;
  if (!painted) {
    root = createRoot(container);
    root.render(<LoadingScreen />);
  }
  const routeChunk = preloadRouteChunk(window.location.pathname);
  try {
    configureAmplify(await loadRuntimeConfig(fetchImpl));
    // Completes a Google sign-in when Cognito redirects back (Amplify v6 listens for the
    // redirect only once this module is loaded, so it is loaded on that visit alone).
    if (isOAuthReturn()) {
      carryOAuthReturnTarget();
      await import('aws-amplify/auth/enable-oauth-listener');
    }
  } catch (error) {
    console.error(error);
    // A new root drops the painted screen: the failure must be seen, and it cannot be used.
    root ??= createRoot(container);
    root.render(
      <main className="centred-page">
        <p role="alert">{shellTexts.startupFailed}</p>
      </main>,
    );
    releaseStaticScreen(container);
    return root;
  }
  if (prerendered) {
    // With the screen's chunk at hand React hydrates it in one pass. Were it still loading, the
    // session check's answer could reach the screen first, and React would then draw it anew.
    await routeChunk;
    return hydrateRoot(container, <App />);
  }
  // The painted screen stays until the app's first render replaces it.
  root ??= createRoot(container);
  root.render(<App />);
  return root;
}
