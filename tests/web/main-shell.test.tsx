import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { fakeRoute } from './support/fake-route';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiServer, errorBody, apiListing } from './support/api-server';
import { givenSignedIn } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedIn();
  await givenRuntimeConfig();
});

const tab = (name: string) => screen.findByRole('tab', { name: new RegExp(`^${name}`) });
const openTabOnceShown = async (name: string) => (await tab(name)).click();

describe('the main screen', () => {
  it('has a header with the logo and the profile menu', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByText('Snap List Shift')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: /sam@example.com/ })).toBeInTheDocument();
  });

  it('opens on the Add Item tab, with Review and List beside it', async () => {
    renderApp('/');
    expect(await tab('Add Item')).toHaveAttribute('aria-selected', 'true');
    expect(await tab('Review')).toHaveAttribute('aria-selected', 'false');
    expect(await tab('List')).toHaveAttribute('aria-selected', 'false');
    expect(
      await screen.findByText('Snap or upload a clear photo. AI will handle the rest!'),
    ).toBeInTheDocument();
  });

  it('shows a plain Loading... spinner while listings load, never "AI is analyzing your item..."', async () => {
    // A new account's list is empty: until it is known, nothing is known to be analysed.
    apiServer.use(fakeRoute('listListings', () => delay('infinite')));
    renderApp('/');
    await openTabOnceShown('List');
    // In the List's panel: until the click has rendered, the Add tab's own spinner (its code
    // loading) is the one on screen, and it goes.
    await waitFor(() => {
      const panel = screen.getByRole('tabpanel', { name: 'List' });
      expect(within(panel).getByText('Loading...').closest('[role="status"]')).toBeInTheDocument();
    });
    expect(screen.queryByText('AI is analyzing your item...')).not.toBeInTheDocument();
    expect(screen.queryByText('Hang tight — this takes a few seconds!')).not.toBeInTheDocument();
  });

  it('draws the Add tab before the list answers, the loading texts in the list’s place', async () => {
    // The screen's largest text is not kept waiting on the list request (docs/performance.md).
    apiServer.use(fakeRoute('listListings', () => delay('infinite')));
    renderApp('/');
    const panel = await screen.findByRole('tabpanel');
    const hint = await within(panel).findByText('Snap or upload a clear photo. AI will handle the rest!');
    const spinner = within(panel).getByText('Loading...').closest('[role="status"]');
    expect(screen.queryByText('AI is analyzing your item...')).not.toBeInTheDocument();
    expect(hint.compareDocumentPosition(spinner!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Adding a photo waits for the list it will join.
    expect(within(panel).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('counts the items ready for review on the Review badge', async () => {
    api.listings = [
      apiListing({ stage: 'ready' }),
      apiListing({ stage: 'ready' }),
      apiListing({ stage: 'analyzing' }),
      apiListing({ stage: 'saved' }),
    ];
    renderApp('/');
    const review = await tab('Review');
    expect(await within(review).findByText('2')).toHaveClass('badge');
    expect(review).toHaveAccessibleName(/2 ready for review/);
  });

  it('shows no badge when nothing is ready', async () => {
    api.listings = [apiListing({ stage: 'saved' })];
    renderApp('/');
    await screen.findByText('Snap or upload a clear photo. AI will handle the rest!');
    expect((await tab('Review')).querySelector('.badge')).toBeNull();
  });

  it('says "Failed to load listings: Could not retrieve your previous uploads" as a destructive toast', async () => {
    apiServer.use(fakeRoute('listListings', () => errorBody(400, 'bad_request', 'Nope.')));
    renderApp('/');
    const title = await screen.findByText('Failed to load listings');
    expect(screen.getByText('Could not retrieve your previous uploads')).toBeInTheDocument();
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
  });

  it('switches tabs, with the arrow keys too', async () => {
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await tab('Review'));
    expect(await screen.findByText('No items to review')).toBeInTheDocument();
    expect(screen.getByText('Upload an item to get started')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('No items yet')).toBeInTheDocument();
    expect(await tab('List')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Upload your first item to get started')).toBeInTheDocument();
  });

  it('lists the items under "Your Items", an untitled one as "Untitled Item"', async () => {
    api.listings = [apiListing({ user_fields: { title: 'Blue lamp' } }), apiListing({ user_fields: {} })];
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await tab('List'));
    expect(await screen.findByRole('heading', { name: 'Your Items' })).toBeInTheDocument();
    expect(screen.getByText('Blue lamp')).toBeInTheDocument();
    expect(screen.getByText('Untitled Item')).toBeInTheDocument();
  });

  it('has a hidden file input that takes images only', async () => {
    renderApp('/');
    await tab('Add Item');
    const input = screen.getByTestId('photo-input');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toBeVisible();
    expect(
      input
        .getAttribute('accept')
        ?.split(',')
        .every((type) => type.startsWith('image/')),
    ).toBe(true);
  });

  it('has a footer (shown on wide screens only, by the stylesheet)', async () => {
    renderApp('/');
    expect(await screen.findByRole('contentinfo')).toHaveClass('app-footer');
  });
});
