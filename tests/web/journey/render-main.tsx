import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { RuntimeConfig } from '#domain/runtime-config.ts';
import { givenSignedIn } from '../support/fake-amplify-auth';
import { renderApp } from '../support/render-app';
import { givenRuntimeConfig } from '../support/runtime-config';
import { installJourneyApi } from './journey-api';

// Radix's select and slider use pointer capture and scrollIntoView, which jsdom lacks.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/** The signed-in main screen on the MSW fake, with the journey's routes installed, in a home like `config`. */
export async function renderMain(path = '/', config: Partial<RuntimeConfig> = {}) {
  vi.resetAllMocks();
  givenSignedIn();
  await givenRuntimeConfig(config);
  installJourneyApi();
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('tab', { name: /Add Item/ }, { timeout: 5000 });
  // Listings load first (the spinner of docs/product.md#screens).
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return { user, view };
}

export const tab = (name: RegExp) => screen.getByRole('tab', { name });

export async function openTab(
  user: ReturnType<typeof userEvent.setup>,
  name: 'Review' | 'List' | 'Add Item',
) {
  await user.click(tab(new RegExp(name)));
}
