// @ts-nocheck
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiListing } from './support/api-server';
import { givenSignedIn } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

// The Review tab's code is its own chunk; here it arrives only when the test lets it, so the
// main screen's wait for it can be seen (a visitor opening /?tab=review sees it).
const chunk = await vi.hoisted(async () => (await import('./support/held-chunk')).heldChunk());
vi.mock('#web/features/review/components/review-tab.tsx', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedIn();
  await givenRuntimeConfig();
  api.listings = [apiListing({ stage: 'saved' })];
});

describe("while a tab's code downloads", () => {
  it('shows a plain spinner read out as "Loading...", with no word of the AI', async () => {
    renderApp('/?tab=review');
    // Past the session check (the guard's own Loading...) and the listings load (the spinner the
    // product names for it), the tab panel waits for the tab's code.
    const panel = await screen.findByRole('tabpanel', {}, { timeout: 5000 });
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/));
    const status = within(panel).getByRole('status');
    expect(within(status).getByText('Loading...')).toHaveClass('sr-only');
    expect(screen.queryByText(/AI is analyzing/)).not.toBeInTheDocument();

    chunk.release();
    expect(await screen.findByText('No items to review', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/^Loading\.\.\.$/)).not.toBeInTheDocument();
  }, 20_000);
});
