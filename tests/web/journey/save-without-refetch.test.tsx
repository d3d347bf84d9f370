import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { fakeRoute } from '../support/fake-route';
import { describe, expect, it, vi } from 'vitest';
import type { ApiListing } from '#domain/listing.ts';
import { api, apiServer } from '../support/api-server';
import { enrichmentCiting, readyRow } from './journey-api';
import { openTab, renderMain, tab } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// A save changes one item: the cache takes the item the server answered and reads no list again,
// so no page is fetched and no photo URL re-signed (docs/architecture/web.md#data-layer).

const listReads = () => api.requests.filter((request) => request.route === 'GET /api/listings').length;

async function pricePickerOf(id: string) {
  api.listings = [
    readyRow({ id, ai_enrichment: enrichmentCiting('Sold for £4.00 and £20.00.', []) }),
    readyRow({ id: '01A', user_fields: { title: 'Lamp' } }),
  ];
  const rendered = await renderMain();
  await waitFor(() => expect(tab(/Review/)).toHaveTextContent('2'));
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Dune' }));
  return { ...rendered, picker: screen.getByRole('region', { name: 'Set Your Price' }) };
}

// A ceiling for a busy machine, not a time assertion: a render, a save and its answer.
const ceiling = 20_000;

describe('a price change', () => {
  it(
    'reads no list again: the whole-list refetch count is 0',
    async () => {
      const { user, picker } = await pricePickerOf('01P');
      const before = listReads();
      await user.type(within(picker).getByLabelText('Custom price in pounds'), '12');
      await user.click(within(picker).getByRole('button', { name: 'Set' }));

      await waitFor(() => expect(api.requests.some((r) => r.route === 'PUT /api/listings/01P')).toBe(true));
      // The saved item left the Review tab's list without reading that list again.
      await waitFor(() => expect(tab(/Review/)).toHaveTextContent('1'));
      expect(picker).toHaveTextContent('Current price: £12.00');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(listReads() - before).toBe(0);
    },
    ceiling,
  );

  it(
    'shows the item the server answered, not only what the app sent',
    async () => {
      const { user, picker } = await pricePickerOf('01P');
      apiServer.use(
        fakeRoute('updateListing', async ({ request, params }) => {
          const change = (await request.json()) as Partial<ApiListing>;
          const row = api.listings.find((known) => known.id === params.id)!;
          // The server signs the photos afresh on every answer (the cover is `image_url`).
          const signed = 'http://localhost/photos/01P-signed-again.jpg';
          // The server merges the fields sent into the stored ones (domain/listing-update.ts).
          return HttpResponse.json({
            ...row,
            ...change,
            user_fields: { ...row.user_fields, ...change.user_fields },
            image_url: signed,
            photos: [{ key: row.image_key, url: signed }],
          } as ApiListing);
        }),
      );
      await user.type(within(picker).getByLabelText('Custom price in pounds'), '12');
      await user.click(within(picker).getByRole('button', { name: 'Set' }));

      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Dune' })).toHaveAttribute(
          'src',
          'http://localhost/photos/01P-signed-again.jpg',
        ),
      );
    },
    ceiling,
  );
});
