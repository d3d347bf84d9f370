import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LoadingScreen } from '../components/loading-screen';
import { configureAmplify } from '../lib/amplify';
import { isOAuthReturn } from '../lib/oauth-return';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { texts } from '../lib/texts';
import { App } from './app';
import { preloadRouteChunk } from './router';

/** Start-up: fetch /config.json, configure Amplify from it, then render the routes. */
export async function startApp(container: HTMLElement, fetchImpl: typeof fetch = fetch): Promise<Root> {
  const root = createRoot(container);
  root.render(<LoadingScreen />);
  preloadRouteChunk(window.location.pathname);
  try {
    configureAmplify(await loadRuntimeConfig(fetchImpl));
    // Completes a Google sign-in when Cognito redirects back (Amplify v6 listens for the
    // redirect only once this module is loaded, so it is loaded on that visit alone).
    if (isOAuthReturn()) await import('aws-amplify/auth/enable-oauth-listener');
  } catch (error) {
    console.error(error);
    root.render(
      <main className="centred-page">
        <p role="alert">{texts.startupFailed}</p>
      </main>,
    );
    return root;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return root;
}
