// @ts-nocheck
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiListing } from './support/api-server';
import { givenSignedIn } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

// The main screen's code is its own chunk; here it arrives only when the test lets it, so what
// the app asks for before it can be seen (docs/architecture/web.md#the-first-paint).
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
  it('are asked for once the session is known, before the main screen’s code has arrived, and not again', async () => {
    renderApp('/');
    // Both lists the screen opens with: every item, and those ready for review.
    await waitFor(() => expect(listingRequests()).toHaveLength(2), { timeout: 5000 });
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();

    chunk.release();
    expect(await screen.findByRole('tabpanel', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/AI is analyzing/)).not.toBeInTheDocument());
    expect(listingRequests()).toHaveLength(2);
  }, 20_000);
});
