import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { apiServer, resetFakeApi } from './support/api-server';

// The screens are lazy chunks: the first test of a file also waits for their transform.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what Radix's popper and pointer handling call; these stand-ins do nothing.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

// Every web test talks to the same MSW fake of the API; a request it does not know fails
// the test instead of reaching the network.
beforeAll(() => apiServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetFakeApi());
afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  // sonner keeps its toasts in module state and replays the undismissed ones to the next
  // Toaster that mounts: without this a test would see the previous test's toasts.
  toast.dismiss();
  apiServer.resetHandlers();
  localStorage.clear();
  // Unsaved listing edits are kept in sessionStorage: one test's must not open the next one's form.
  sessionStorage.clear();
});
afterAll(() => apiServer.close());
