// @ts-nocheck
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiServer, errorBody, apiListing } from '../support/api-server';
import { journey, readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

// docs/product.md#errors-and-the-way-out: every failure says so where it happened and offers
// the way out.

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));
vi.mock('#web/photos/downscale-photo.ts', () => ({
  downscalePhoto: vi.fn(async () => ({
    blob: new Blob([new Uint8Array(1234)], { type: 'image/jpeg' }),
    width: 2048,
    height: 1536,
  })),
}));

/** The listings route fails (500) while `loadFails` is set; then the fake answers again. */
let loadFails = false;
beforeEach(() => {
  loadFails = false;
});
function failListingsLoad() {
  loadFails = true;
  apiServer.use(
    http.get('*/api/listings', () => (loadFails ? errorBody(500, 'internal', 'Boom') : undefined)),
  );
}

const analysing = (overrides = {}) =>
  apiListing({ id: '01WAIT', stage: 'analyzing', ai_category: null, user_fields: {}, ...overrides });

describe('a failed listings load', () => {
  it('says so in the List tab with Retry, never "No items yet", and Retry loads the items', async () => {
    api.listings = [apiListing({ user_fields: { title: 'Blue lamp' } })];
    failListingsLoad();
    const { user } = await renderMain();
    await openTab(user, 'List');
    const panel = await screen.findByRole('alert', { name: 'Failed to load listings' });
    expect(panel).toHaveTextContent('Could not retrieve your previous uploads');
    expect(screen.queryByText('No items yet')).not.toBeInTheDocument();

    loadFails = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your Items' })).toBeInTheDocument();
    expect(screen.getByText('Blue lamp')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Failed to load listings' })).not.toBeInTheDocument();
  });

  it('says so in the Review tab with Retry, never "No items to review", and Retry loads the items', async () => {
    api.listings = [readyRow({ id: '01READY' })];
    failListingsLoad();
    const { user } = await renderMain();
    await openTab(user, 'Review');
    const panel = await screen.findByRole('alert', { name: 'Failed to load listings' });
    expect(screen.queryByText('No items to review')).not.toBeInTheDocument();

    loadFails = false;
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Dune' })).toBeInTheDocument();
  });
});

describe('a failed analysis card', () => {
  it('offers Try again and Discard, and never sits beside "No items to review"', async () => {
    api.listings = [analysing({ analysis_error: 'Refused.' })];
    const { user } = await renderMain();
    await openTab(user, 'Review');
    const card = await screen.findByRole('article', { name: 'Analysis failed' });
    expect(within(card).getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Discard/ })).toBeInTheDocument();
    expect(screen.queryByText('No items to review')).not.toBeInTheDocument();
  });

  it('shows the ready items beside it, and no empty text', async () => {
    api.listings = [analysing({ analysis_error: 'Refused.' }), readyRow({ id: '01READY' })];
    const { user } = await renderMain();
    await openTab(user, 'Review');
    expect(await screen.findByRole('article', { name: 'Dune' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Analysis failed' })).toBeInTheDocument();
    expect(screen.queryByText('No items to review')).not.toBeInTheDocument();
  });

  it('Discard deletes the item and its photo; the Review tab is then empty', async () => {
    api.listings = [analysing({ analysis_error: 'Refused.' })];
    const { user } = await renderMain();
    await openTab(user, 'Review');
    const card = await screen.findByRole('article', { name: 'Analysis failed' });
    await user.click(within(card).getByRole('button', { name: /Discard/ }));
    await waitFor(() =>
      expect(api.requests.map((request) => request.route)).toContain('DELETE /api/listings/01WAIT'),
    );
    expect(await screen.findByText('No items to review')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Analysis failed' })).not.toBeInTheDocument();
    expect(api.listings).toEqual([]);
  });
});

describe("the Add tab's error box", () => {
  it('has Try again, which uploads the same photo again after a dropped upload', async () => {
    const { user } = await renderMain();
    journey.putOutcome = 'network-error';
    await user.upload(
      screen.getByTestId('photo-input'),
      new File([new Uint8Array(50_000)], 'lamp.png', { type: 'image/png' }),
    );
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Upload/AI failed. Please try again.');

    journey.putOutcome = 'ok';
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Looking for clues...')).toBeInTheDocument();
    expect(journey.puts).toHaveLength(1);
    expect(api.listings).toHaveLength(1);
    expect(api.requests.find((request) => request.route === 'POST /api/uploads')?.body).toMatchObject({
      filename: 'lamp.jpg',
    });
  });

  it('has Try again, which runs a failed analysis again for the same photo', async () => {
    api.listings = [analysing()];
    journey.analysis = (row) => ({ ...row, analysis_error: 'The AI service did not answer.' });
    const { user } = await renderMain();
    const box = await screen.findByRole('alert');
    await waitFor(() => expect(box).toHaveTextContent('Upload/AI failed. Please try again.'));

    journey.analysis = (row) => readyRow({ id: row.id });
    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.requests.map((request) => request.route)).toContain('POST /api/listings/01WAIT/analyze'),
    );
    expect((await screen.findAllByText('Analysis complete!')).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.queryByText('Upload/AI failed. Please try again.')).not.toBeInTheDocument(),
    );
  });
});
