import { screen, waitFor, within } from '@testing-library/react';
import { fakeRoute } from '../support/fake-route';
import { describe, expect, it, vi } from 'vitest';
import { fetchOpenGraphQueryOptions } from '#web/features/review/api/fetch-open-graph.ts';
import { api, apiServer, errorBody, apiListing } from '../support/api-server';
import { readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

async function listWith(...rows: ReturnType<typeof apiListing>[]) {
  api.listings = rows;
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  return rendered;
}

describe('the List tab without a selection', () => {
  it('says "No items yet" and "Upload your first item to get started" when empty', async () => {
    await listWith();
    expect(await screen.findByText('No items yet')).toBeInTheDocument();
    expect(screen.getByText('Upload your first item to get started')).toBeInTheDocument();
  });

  it('shows Your Items with image, title, condition and £price per item', async () => {
    await listWith(
      apiListing({
        id: '01A',
        stage: 'saved',
        user_fields: { title: 'Lamp', condition: 'Good condition', price: '12.5' },
      }),
      apiListing({ id: '01B', stage: 'saved', user_fields: {} }),
    );
    const list = await screen.findByRole('region', { name: 'Your Items' });
    const [lamp, untitled] = within(list).getAllByRole('listitem');
    expect(lamp).toHaveTextContent('Lamp');
    expect(lamp).toHaveTextContent('Good condition');
    expect(lamp).toHaveTextContent('£12.50');
    expect(untitled).toHaveTextContent('Untitled Item');
    expect(untitled).toHaveTextContent('£0.00');
    expect(within(lamp!).getByRole('button', { name: 'Edit Lamp' })).toBeInTheDocument();
    expect(within(lamp!).getByRole('button', { name: 'Delete Lamp' })).toBeInTheDocument();
  });
});

describe('a card of Your Items', () => {
  it('opens its item from its title, one button holding no other control', async () => {
    const { user } = await listWith(readyRow({ id: '01R' }));
    const list = await screen.findByRole('region', { name: 'Your Items' });
    const [card] = within(list).getAllByRole('listitem');
    const open = within(card!).getByRole('button', { name: 'Dune' });
    expect(open.querySelector('button, a, input')).toBeNull();
    await user.click(open);
    expect(await screen.findByRole('heading', { name: 'Listing Details', level: 2 })).toBeInTheDocument();
  });
});

describe('the List tab with an item selected', () => {
  it('shows the back arrow, Listing Details, image, badge, Title and Description with copy buttons', async () => {
    const { user } = await listWith(readyRow({ id: '01R' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Dune' }));
    expect(screen.getByRole('heading', { name: 'Listing Details', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to your items' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dune' })).toBeInTheDocument();
    expect(screen.getAllByText('books')[0]).toHaveClass('category-badge');
    expect(screen.getByText('A classic.', { selector: '.detail-description' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Copy Title' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Copy Description' }).length).toBeGreaterThan(0);
  });

  it('falls back to "No description available" and offers no copy for it', async () => {
    const { user } = await listWith(apiListing({ id: '01S', stage: 'saved', user_fields: { title: 'Mug' } }));
    await user.click(await screen.findByRole('button', { name: 'Edit Mug' }));
    expect(screen.getByText('No description available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Description' })).not.toBeInTheDocument();
  });

  it('shows Additional Details (condition, brand, size) only when set', async () => {
    const { user } = await listWith(
      apiListing({
        id: '01S',
        stage: 'saved',
        user_fields: { title: 'Coat', condition: 'Good condition', size: 'M' },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Coat' }));
    const details = screen.getByRole('region', { name: 'Additional Details' });
    expect(within(details).getByText('Good condition')).toBeInTheDocument();
    expect(within(details).getByText('M')).toBeInTheDocument();
    expect(within(details).queryByText('Brand')).not.toBeInTheDocument();
  });

  it('shows the listing form for a ready item only', async () => {
    const { user } = await listWith(
      readyRow({ id: '01R' }),
      apiListing({ id: '01S', stage: 'saved', user_fields: { title: 'Mug' } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Dune' }));
    expect(screen.getByRole('form', { name: 'Listing Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to your items' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Mug' }));
    expect(screen.queryByRole('form', { name: 'Listing Details' })).not.toBeInTheDocument();
  });

  it('the back arrow returns to Your Items', async () => {
    const { user } = await listWith(readyRow({ id: '01R' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Dune' }));
    await user.click(screen.getByRole('button', { name: 'Back to your items' }));
    expect(screen.getByRole('region', { name: 'Your Items' })).toBeInTheDocument();
  });
});

describe('delete', () => {
  it('removes the item, clears the selection and says "Item deleted"', async () => {
    const { user } = await listWith(readyRow({ id: '01R' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Dune' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(screen.getByText('The item has been removed from your list.')).toBeInTheDocument();
    expect(screen.getByText('No items yet')).toBeInTheDocument();
    expect(api.listings).toEqual([]);
  });

  it('removes the item locally before the server answers', async () => {
    let answer: () => void = () => undefined;
    apiServer.use(
      fakeRoute(
        'deleteListing',
        () => new Promise((resolve) => (answer = () => resolve(new Response(null, { status: 204 })))),
      ),
    );
    const { user } = await listWith(readyRow({ id: '01R' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Dune' }));
    expect(screen.getByText('No items yet')).toBeInTheDocument();
    answer();
  });

  it('brings the item back and says "Delete failed" when the server refuses', async () => {
    apiServer.use(fakeRoute('deleteListing', () => errorBody(500, 'internal', 'Boom')));
    const { user } = await listWith(readyRow({ id: '01R' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Dune' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Could not delete the listing.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Dune' })).toBeInTheDocument());
  });
});

describe('copy', () => {
  it('copies the title to the clipboard and says "Title copied!"', async () => {
    const { user } = await listWith(readyRow({ id: '01R' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Dune' }));
    await user.click(screen.getAllByRole('button', { name: 'Copy Title' })[0]!);
    expect(await screen.findByText('Title copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Dune');
  });

  it('says "Copy failed" and "Unable to copy to clipboard" when the clipboard refuses', async () => {
    const { user } = await listWith(readyRow({ id: '01R' }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Edit Dune' }));
    await user.click(screen.getAllByRole('button', { name: 'Copy Title' })[0]!);
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to copy to clipboard')).toBeInTheDocument();
  });
});

it('caches link previews for 1 hour in the client', () => {
  const options = fetchOpenGraphQueryOptions('https://shop.example/x');
  expect(options.staleTime).toBe(60 * 60 * 1000);
  expect(options.gcTime).toBe(60 * 60 * 1000);
});
