// @ts-nocheck
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from '#web/register-service-worker.ts';

// The service worker is registered after the page's load event, never before, and a browser
// that refuses it goes on without (docs/architecture/web.md#installable).

function fakeContainer(register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration))) {
  return { container: { register } as unknown as ServiceWorkerContainer, register };
}

afterEach(() => vi.restoreAllMocks());

describe('registering the service worker', () => {
  it('registers /sw.js for the whole site once the page has loaded', () => {
    const { container, register } = fakeContainer();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    registerServiceWorker(container, true);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits for the load event while the page is still loading', () => {
    const { container, register } = fakeContainer();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    registerServiceWorker(container, true);
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('goes on quietly when the browser refuses, or has no service workers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = fakeContainer(
      vi.fn(() => Promise.reject(new DOMException('denied', 'SecurityError'))),
    );
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    registerServiceWorker(container, true);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(() => registerServiceWorker(undefined, true)).not.toThrow();
  });

  it('registers nothing under the Vite dev server', () => {
    const { container, register } = fakeContainer();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    registerServiceWorker(container, false);
    expect(register).not.toHaveBeenCalled();
  });
});
