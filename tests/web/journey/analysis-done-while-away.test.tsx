import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toWebListing } from '#domain/listing-item.ts';
import { api, apiListing, apiServer } from '../support/api-server';
import { fakeRoute } from '../support/fake-route';
import { userId } from '../support/fake-amplify-auth';
import { readyRow } from './journey-api';
import { renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// A reload mid-analysis (docs/design.md#analysis): the lists kept on the device show the item
// analysing, and the list read once the screen has painted already has it ready, before any
// poll of the item ran. "Analysis complete!" is said all the same, once.

beforeEach(() => localStorage.clear());

/** The lists of the last visit, kept on the device (web/src/api/listings-snapshot.ts). */
function keptAnalysing(id: string) {
  const item = toWebListing(apiListing({ id, stage: 'analyzing', ai_category: null, user_fields: {} }));
  const page = { items: [item], nextCursor: null };
  const none = { items: [], nextCursor: null };
  localStorage.setItem(`snap-list-shift.listings.1.${userId}`, JSON.stringify({ all: page, ready: none }));
}

describe('an analysis that ended while the page was away', { timeout: 20_000 }, () => {
  it('is announced once when the list brings the item back ready', async () => {
    keptAnalysing('01AWAY');
    api.listings = [readyRow({ id: '01AWAY' })];
    // The item's own poll has not answered yet: the list's read is the first to see it ready.
    apiServer.use(fakeRoute('getListing', () => new Promise<Response>(() => {})));
    await renderMain();
    expect(await screen.findByText('Analysis complete!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Review/ })).toHaveTextContent('1'));
    expect(screen.getAllByText('Analysis complete!')).toHaveLength(1);
  });

  it('says nothing of an item that was ready already when the page left', async () => {
    api.listings = [readyRow({ id: '01DONE' })];
    await renderMain();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Review/ })).toHaveTextContent('1'));
    expect(screen.queryByText('Analysis complete!')).not.toBeInTheDocument();
  });
});
