import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiListing } from './support/api-server';
import { givenSignedIn } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

// The main screen's code is its own chunk; here it arrives only when the test lets it, so what
// the app asks for before the screen can be seen (docs/architecture/web.md#the-first-paint).
const chunk = await vi.hoisted(async () => (await import('./support/held-chunk')).heldChunk());
vi.mock('#web/app/routes/main.tsx', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

const listingRequests = () => api.requests.filter((request) => request.route === 'GET /api/listings');

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedIn();
  await givenRuntimeConfig();
  api.listings = [apiListing({ stage: 'ready' })];
});

describe("the main screen's first pages", () => {
  it('are asked for once the main screen has painted, not while its code is on its way, and once', async () => {
    renderApp('/');
    // The session is known and the screen's code is held: nothing is asked for yet (before,
    // both lists were, and an answer in time for the first paint held it).
    expect(await screen.findByText('Loading...', {}, { timeout: 5000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listingRequests()).toHaveLength(0);

    chunk.release();
    // The Add tab is drawn with the loading texts in the list's place, then both lists are read.
    const panel = await screen.findByRole('tabpanel', {}, { timeout: 5000 });
    expect(panel).toHaveTextContent('Snap or upload a clear photo. AI will handle the rest!');
    await waitFor(() => expect(listingRequests()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(/AI is analyzing/)).not.toBeInTheDocument());
    expect(listingRequests()).toHaveLength(2);
  }, 20_000);
});
