import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { fakeRoute } from '../support/fake-route';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiServer, apiListing } from '../support/api-server';
import { givenSignedIn, givenSignedOut, signIn } from '../support/fake-amplify-auth';
import { pressBack, renderApp } from '../support/render-app';
import { givenRuntimeConfig } from '../support/runtime-config';
import { installJourneyApi } from './journey-api';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// The main screen's place (tab and selected item) lives in the URL of `/`, so the phone's
// back button retraces it, a reload keeps it and a link opens it.

const currentUrl = () => screen.getByLabelText('current url').textContent;
const selectedTab = () => screen.getByRole('tab', { selected: true });

const lamp = apiListing({ id: '01LAMP', stage: 'saved', user_fields: { title: 'Lamp' } });
const mug = apiListing({ id: '01MUG', stage: 'saved', user_fields: { title: 'Mug' } });

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedIn();
  await givenRuntimeConfig({ authFlowType: 'USER_PASSWORD_AUTH' });
  installJourneyApi();
  api.listings = [lamp, mug];
});

async function openAt(path: string) {
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByRole('tab', { name: /Add Item/ });
  await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument());
  return user;
}

const detailsOf = async (title: string) => {
  await screen.findByRole('heading', { name: 'Listing Details', level: 2 });
  expect(screen.getByText(title, { selector: '.detail-title' })).toBeInTheDocument();
};

describe('the place in the URL', () => {
  it('starts on the Add tab at a bare /', async () => {
    await openAt('/');
    expect(selectedTab()).toHaveAccessibleName('Add Item');
    expect(currentUrl()).toBe('/');
  });

  it('puts the tab in the URL, and back returns to the tab before', async () => {
    const user = await openAt('/');
    await user.click(screen.getByRole('tab', { name: /List/ }));
    await screen.findByRole('heading', { name: 'Your Items' });
    expect(currentUrl()).toBe('/?tab=list');
    await user.click(screen.getByRole('tab', { name: /Review/ }));
    await waitFor(() => expect(currentUrl()).toBe('/?tab=review'));

    await pressBack();
    expect(await screen.findByRole('heading', { name: 'Your Items' })).toBeInTheDocument();
    await pressBack();
    await waitFor(() => expect(selectedTab()).toHaveAccessibleName('Add Item'));
    expect(currentUrl()).toBe('/');
  });

  it('adds no history entry for a tap on the tab already shown', async () => {
    const user = await openAt('/');
    await user.click(screen.getByRole('tab', { name: /List/ }));
    await screen.findByRole('heading', { name: 'Your Items' });
    await user.click(screen.getByRole('tab', { name: /List/ }));
    await pressBack();
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it('puts the selected item in the URL; back returns to where it was opened from', async () => {
    const user = await openAt('/');
    await user.click(await screen.findByRole('button', { name: 'Open Mug' }));
    await detailsOf('Mug');
    expect(currentUrl()).toBe('/?tab=list&item=01MUG');

    await pressBack();
    expect(await screen.findByRole('button', { name: 'Open Mug' })).toBeInTheDocument();
    expect(selectedTab()).toHaveAccessibleName('Add Item');
    expect(currentUrl()).toBe('/');
  });

  it('the back arrow and the browser back both leave an item opened from Your Items', async () => {
    const user = await openAt('/?tab=list');
    await user.click(await screen.findByRole('button', { name: 'Edit Lamp' }));
    await detailsOf('Lamp');
    await pressBack();
    expect(await screen.findByRole('heading', { name: 'Your Items' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/?tab=list');
  });

  it('opens the item a link (or a reload) names', async () => {
    await openAt('/?tab=list&item=01LAMP');
    await detailsOf('Lamp');
    expect(selectedTab()).toHaveAccessibleName('List');
  });

  it('opens an item that is not among the loaded ones by reading it on its own', async () => {
    const older = apiListing({ id: '01OLD', stage: 'saved', user_fields: { title: 'Old chair' } });
    apiServer.use(fakeRoute('listListings', () => HttpResponse.json({ listings: [lamp] })));
    api.listings = [lamp, older];
    await openAt('/?tab=list&item=01OLD');
    await detailsOf('Old chair');
  });

  it('shows the List tab and says so for an unknown or deleted item, never a blank screen', async () => {
    await openAt('/?tab=list&item=01GONE');
    const notice = await screen.findByText(/^That item could not be found: it may have been deleted\./);
    expect(notice).toHaveAttribute('role', 'status');
    expect(selectedTab()).toHaveAccessibleName('List');
    const list = screen.getByRole('region', { name: 'Your Items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('treats an unknown tab name as the initial tab', async () => {
    await openAt('/?tab=settings');
    expect(selectedTab()).toHaveAccessibleName('Add Item');
  });

  it('leaves no way back to an item that was deleted while open', async () => {
    const user = await openAt('/?tab=list');
    await user.click(await screen.findByRole('button', { name: 'Edit Lamp' }));
    await detailsOf('Lamp');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Item deleted')).toBeInTheDocument();
    expect(currentUrl()).toBe('/?tab=list');
    await pressBack();
    await waitFor(() => expect(currentUrl()).not.toContain('01LAMP'));
  });
});

describe('a link opened while signed out', () => {
  beforeEach(() => {
    givenSignedOut();
  });

  it('goes to /auth carrying the place, and lands there after sign-in', async () => {
    signIn.mockImplementation(async () => {
      givenSignedIn();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    const user = userEvent.setup();
    renderApp('/?tab=list&item=01MUG');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(currentUrl()).toBe(`/auth?next=${encodeURIComponent('/?tab=list&item=01MUG')}`);

    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret-pass1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await detailsOf('Mug');
    expect(currentUrl()).toBe('/?tab=list&item=01MUG');
  });

  it('goes to a plain /auth from a bare /', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Sign In' });
    expect(currentUrl()).toBe('/auth');
  });
});
