// Registers the service worker (/sw.js, web/src/service-worker/sw.ts) once the page has
// loaded, so neither its script nor the files it precaches compete with the first screen
// (docs/architecture/web.md#installable). A browser without service workers, or one that
// refuses (private mode), simply goes on without: the app never depends on the worker. The
// Vite dev server has no worker (it would serve stale modules), so development registers none.

const serviceWorkerUrl = '/sw.js';

export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  enabled: boolean = import.meta.env.PROD,
): void {
  if (!container || !enabled) return;
  const register = () => {
    container.register(serviceWorkerUrl, { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
