import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dropAllPendingUndos } from '#web/lib/pending-undos.ts';
import { api } from '../support/api-server';
import { readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// docs/product.md#states-and-transitions: delete and thumbs-down keep the spec's order and
// messages, and their toast offers Undo for its lifetime (the undo window: undo-offer.test.tsx). The server keeps the item hidden for
// the undo window, so a reload never brings it back; Undo restores it.

const routes = () => api.requests.map((request) => request.route);
const undoButton = () => screen.findByRole('button', { name: 'Undo' });
/** Lets the toasts' own asynchronous steps (offered, withdrawn) finish, as a real page would. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

async function listWithDune() {
  api.listings = [readyRow({ id: '01R' })];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await screen.findByRole('button', { name: 'Edit Dune' });
  return rendered;
}

describe('Undo of a delete', { timeout: 20_000 }, () => {
  it('says "Item deleted" with Undo; Undo brings the item back on the server and in the list', async () => {
    const { user } = await listWithDune();
    await user.click(screen.getByRole('button', { name: 'Delete Dune' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(screen.getByText('The item has been removed from your list.')).toBeInTheDocument();
    expect(screen.getByText('No items yet')).toBeInTheDocument();
    expect(api.listings).toEqual([]);

    await user.click(await undoButton());

    expect(await screen.findByRole('button', { name: 'Edit Dune' })).toBeInTheDocument();
    expect(await screen.findByText('Item restored')).toBeInTheDocument();
    expect(routes()).toContain('POST /api/listings/01R/restore');
    expect(api.listings.map((row) => row.id)).toEqual(['01R']);
  });

  it('thumbs-down says "Let\'s try again" with Undo, returns to Add, and Undo puts it back for review', async () => {
    api.listings = [readyRow({ id: '01R' })];
    const { user } = await renderMain();
    await openTab(user, 'Review');
    await user.click(await screen.findByRole('button', { name: /Needs refining/ }));
    expect(await screen.findByText("Let's try again")).toBeInTheDocument();
    expect(screen.getByText('Upload a new photo for better results.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Add Item/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.listings).toEqual([]));

    await user.click(await undoButton());

    await waitFor(() => expect(api.listings.map((row) => row.id)).toEqual(['01R']));
    await openTab(user, 'Review');
    expect(await screen.findByRole('article', { name: 'Dune' })).toBeInTheDocument();
  });

  it('a reload during the undo window does not bring the item back, and offers Undo again', async () => {
    const { user } = await listWithDune();
    await user.click(screen.getByRole('button', { name: 'Delete Dune' }));
    await undoButton();

    cleanup();
    await settle();
    const reloaded = await renderMain();
    await openTab(reloaded.user, 'List');

    expect(await screen.findByText('No items yet')).toBeInTheDocument();
    expect(api.listings).toEqual([]);
    expect(screen.getByText('Item deleted')).toBeInTheDocument();
    await reloaded.user.click(await undoButton());

    expect(await screen.findByRole('button', { name: 'Edit Dune' })).toBeInTheDocument();
    expect(await screen.findByText('Item restored')).toBeInTheDocument();
    expect(api.listings.map((row) => row.id)).toEqual(['01R']);
  });

  it('after a sign-out, Undo is not offered again', async () => {
    const { user } = await listWithDune();
    await user.click(screen.getByRole('button', { name: 'Delete Dune' }));
    await undoButton();
    await settle();
    dropAllPendingUndos(); // as a sign-out does (use-sign-out.ts)

    cleanup();
    await settle();
    const reloaded = await renderMain();
    await openTab(reloaded.user, 'List');
    expect(await screen.findByText('No items yet')).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says "Undo failed" when the server no longer has the item', async () => {
    const { user } = await listWithDune();
    await user.click(screen.getByRole('button', { name: 'Delete Dune' }));
    const undo = await undoButton();
    api.deleted = [];

    await user.click(undo);

    expect(await screen.findByText('Undo failed')).toBeInTheDocument();
    expect(screen.getByText('The item could not be brought back.')).toBeInTheDocument();
    expect(screen.getByText('No items yet')).toBeInTheDocument();
  });
});

describe('icon-only buttons', { timeout: 20_000 }, () => {
  it.each([
    ['Needs refining: delete and try again', 'Review'],
    ['Happy with the findings: list this item', 'Review'],
    ['Edit Dune', 'List'],
    ['Delete Dune', 'List'],
  ] as const)(
    '"%s" keeps its accessible name and shows it as a tooltip on hover and on focus',
    async (name, tabName) => {
      api.listings = [readyRow({ id: '01R' })];
      const { user } = await renderMain();
      await openTab(user, tabName);
      const button = await screen.findByRole('button', { name });
      expect(button).not.toHaveAttribute('title');

      await user.hover(button);
      const hovered = await screen.findByRole('tooltip', {}, { timeout: 3000 });
      expect(hovered).toHaveTextContent(name);
      await user.unhover(button);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

      act(() => button.focus());
      expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(name);
      expect(button).toHaveAccessibleName(name);
    },
  );

  it('the back arrow and the copy buttons of Listing Details have tooltips too', async () => {
    const { user } = await listWithDune();
    await user.click(screen.getByRole('button', { name: 'Edit Dune' }));
    const back = await screen.findByRole('button', { name: 'Back to your items' });
    act(() => back.focus());
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Back to your items');
    const [copyTitle] = screen.getAllByRole('button', { name: 'Copy Title' });
    act(() => copyTitle!.focus());
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Copy Title'));
    expect(within(document.body).queryAllByTitle(/./)).toEqual([]);
  });
});
