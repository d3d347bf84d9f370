import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toWebListing } from '#domain/listing-item.ts';
import { api, apiListing, apiServer, errorBody } from '../support/api-server';
import { userId } from '../support/fake-amplify-auth';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// docs/product.md#errors-and-the-way-out: a load that fails on a return visit (the lists kept
// on the device drawn first, then GET /api/listings answering 500) says so with Retry in place
// of the lists, as a first visit does; never "No items yet". The toast about the failure goes
// once Retry has loaded the lists.

let loadFails = false;
beforeEach(() => {
  loadFails = false;
  localStorage.clear();
});

function failListingsLoad() {
  loadFails = true;
  apiServer.use(
    http.get('*/api/listings', () => (loadFails ? errorBody(500, 'internal', 'Boom') : undefined)),
  );
}

/** The lists of the last visit, kept on the device (web/src/api/listings-snapshot.ts). */
function keptFromLastVisit(title: string) {
  const item = toWebListing(apiListing({ id: '01KEPT', user_fields: { title } }));
  const page = { items: [item], nextCursor: null };
  localStorage.setItem(`snap-list-shift.listings.1.${userId}`, JSON.stringify({ all: page, ready: page }));
}

describe('a failed load on a return visit', { timeout: 20_000 }, () => {
  it('shows the failure and Retry in place of the list, and the toast goes once Retry has loaded it', async () => {
    keptFromLastVisit('Kept lamp');
    api.listings = [apiListing({ id: '01NEW', user_fields: { title: 'Blue lamp' } })];
    failListingsLoad();
    const { user } = await renderMain();
    await openTab(user, 'List');

    const panel = await screen.findByRole('alert', { name: 'Failed to load listings' });
    expect(panel).toHaveTextContent('Could not retrieve your previous uploads');
    expect(screen.queryByText('No items yet')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load listings', { selector: '.toast-title' }),
    ).toBeInTheDocument();

    loadFails = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Blue lamp')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Failed to load listings' })).not.toBeInTheDocument();
    // Well before the toast's own 4.5 s would end.
    await waitFor(
      () =>
        expect(
          screen.queryByText('Failed to load listings', { selector: '.toast-title' }),
        ).not.toBeInTheDocument(),
      { timeout: 1000 },
    );
  });
});
