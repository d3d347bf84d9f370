import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiListing } from '../support/api-server';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

const rows = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    apiListing({
      id: `01ITEM${i}`,
      stage: 'saved',
      user_fields: { title: `Item ${i}` },
      created_at: `2026-11-0${i + 1}T10:00:00.000Z`,
    }),
  );

describe('the Add tab', () => {
  beforeEach(() => {
    api.listings = [];
  });

  it('shows the headline, the upload button and the hint, and no recent uploads when there are none', async () => {
    await renderMain();
    expect(screen.getByRole('heading', { name: 'Snap it. List it. Shift it.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    expect(screen.getByText('Snap or upload a clear photo. AI will handle the rest!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Over' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload New Item' })).not.toBeInTheDocument();
  });

  it('has an image-only file picker', async () => {
    await renderMain();
    const input = screen.getByTestId('photo-input');
    expect(input).toHaveAttribute('type', 'file');
    for (const type of input.getAttribute('accept')!.split(',')) expect(type).toMatch(/^image\//);
  });

  it('shows the 3 most recent uploads and a +N tile for the rest', async () => {
    api.listings = rows(5);
    await renderMain();
    const tiles = await screen.findAllByRole('button', { name: /^Open / });
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Open Item 4',
      'Open Item 3',
      'Open Item 2',
    ]);
    expect(screen.getByRole('button', { name: '2 more items' })).toHaveTextContent('+2');
  });

  it('shows no +N tile with 3 items or fewer', async () => {
    api.listings = rows(3);
    await renderMain();
    await screen.findByRole('button', { name: 'Open Item 2' });
    expect(screen.queryByRole('button', { name: /more items/ })).not.toBeInTheDocument();
  });

  it('offers Upload New Item and Start Over when recent items exist', async () => {
    api.listings = rows(1);
    await renderMain();
    expect(await screen.findByRole('button', { name: 'Upload New Item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Over' })).toBeInTheDocument();
  });

  it('opens a recent item in the List tab', async () => {
    api.listings = rows(2);
    const { user } = await renderMain();
    await user.click(await screen.findByRole('button', { name: 'Open Item 1' }));
    expect(await screen.findByRole('heading', { name: 'Listing Details', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /List/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Item 1', { selector: '.detail-title' })).toBeInTheDocument();
  });

  it('Start Over clears the local list and returns to Add, deleting nothing stored', async () => {
    api.listings = rows(2);
    const { user } = await renderMain();
    await user.click(await screen.findByRole('button', { name: 'Open Item 1' }));
    await openTab(user, 'Add Item');
    await user.click(screen.getByRole('button', { name: 'Start Over' }));

    expect(screen.queryByRole('button', { name: /^Open / })).not.toBeInTheDocument();
    expect(await screen.findByText('Your items are still saved')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Start Over cleared this screen only. The List tab shows them again with Show my items.',
      ),
    ).toBeInTheDocument();
    await openTab(user, 'List');
    // Never "No items yet": that would read as lost data.
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      'Start Over cleared this screen only: your earlier items are still saved.',
    );
    expect(screen.queryByText('No items yet')).not.toBeInTheDocument();
    expect(api.requests.filter((request) => request.route.startsWith('DELETE'))).toEqual([]);
    expect(api.listings).toHaveLength(2);

    await user.click(within(notice).getByRole('button', { name: 'Show my items' }));
    const list = await screen.findByRole('region', { name: 'Your Items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('Start Over leaves the items ready for review on Review, and its badge', async () => {
    api.listings = rows(3).map((row) => ({ ...row, stage: 'ready' as const }));
    const { user } = await renderMain();
    await user.click(await screen.findByRole('button', { name: 'Start Over' }));
    expect(await screen.findByText('Your items are still saved')).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: /Review/ })).toHaveAccessibleName(/3 ready for review/);
    await openTab(user, 'Review');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('No items to review')).not.toBeInTheDocument();
  });

  it('+N opens the List tab with every item', async () => {
    api.listings = rows(4);
    const { user } = await renderMain();
    await user.click(await screen.findByRole('button', { name: '1 more items' }));
    const list = await screen.findByRole('region', { name: 'Your Items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });
});
