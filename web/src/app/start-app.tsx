import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LoadingScreen } from '../components/loading-screen';
import { configureAmplify } from '../lib/amplify';
import { loadRuntimeConfig } from '../lib/runtime-config';
import { texts } from '../lib/texts';
import { App } from './app';

/** Start-up: fetch /config.json, configure Amplify from it, then render the routes. */
export async function startApp(container: HTMLElement, fetchImpl: typeof fetch = fetch): Promise<Root> {
  const root = createRoot(container);
  root.render(<LoadingScreen />);
  try {
    configureAmplify(await loadRuntimeConfig(fetchImpl));
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
