import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Hub } from './support/fake-amplify-utils';
import { api, apiListing, apiServer } from './support/api-server';
import {
  fakeTokens,
  fetchAuthSession,
  givenSignedIn,
  givenSignedOut,
  signOut,
  userEmail,
  userId,
} from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

// docs/architecture/web.md#a-repeat-visit-paints-from-the-device: the first page of each list
// is kept on the device for the same user's next visit, drawn at once, then replaced by the
// network's answer; nothing of it survives the session or reaches another user.

const snapshotKeys = () =>
  Object.keys(localStorage).filter((key) => key.startsWith('snap-list-shift.listings.'));
const spinner = () => screen.queryByText('Loading...');

/** GET /api/listings answers only once `release` is called (the network of a slow phone). */
function holdListings() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  apiServer.use(
    http.get('*/api/listings', async () => {
      asked += 1;
      await released;
      return undefined; // on to the fake's own route
    }),
  );
  return { release: () => release(), asked: () => asked };
}

/** A first visit that loads the lists and leaves them on the device, then closes. */
async function visitOnce() {
  const view = renderApp('/');
  await screen.findByRole('button', { name: 'Open Old title' });
  await waitFor(() => expect(snapshotKeys()).toHaveLength(1));
  view.unmount();
}

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedIn();
  await givenRuntimeConfig();
  api.listings = [
    apiListing({
      id: '01KOLD',
      user_fields: { title: 'Old title' },
      image_url: 'http://localhost/photos/old-signature.jpg',
    }),
  ];
});

describe('a repeat visit', () => {
  it('draws the lists kept from the last visit at once, then takes the network’s answer, new photo URLs included', async () => {
    await visitOnce();
    api.listings = [
      apiListing({
        id: '01KOLD',
        user_fields: { title: 'New title' },
        image_url: 'http://localhost/photos/new-signature.jpg',
      }),
    ];
    const held = holdListings();
    renderApp('/');

    // Drawn from the device while the network has not answered: no spinner.
    const kept = await screen.findByRole('button', { name: 'Open Old title' });
    expect(spinner()).not.toBeInTheDocument();
    expect(kept.querySelector('img')).toHaveAttribute('src', 'http://localhost/photos/old-signature.jpg');

    // Refreshed once painted: the kept photo URL (which may have expired) is replaced.
    await waitFor(() => expect(held.asked()).toBe(2));
    held.release();
    const fresh = await screen.findByRole('button', { name: 'Open New title' });
    expect(fresh.querySelector('img')).toHaveAttribute('src', 'http://localhost/photos/new-signature.jpg');
    expect(screen.queryByRole('button', { name: 'Open Old title' })).not.toBeInTheDocument();
    // And the device now keeps the newer answer.
    await waitFor(() => expect(localStorage.getItem(snapshotKeys()[0]!)).toContain('New title'));
  });

  it('still shows the spinner on a first visit, while the lists load', async () => {
    const held = holdListings();
    renderApp('/');
    await screen.findByRole('button', { name: new RegExp(userEmail) });
    expect(spinner()).toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('button', { name: 'Open Old title' })).toBeInTheDocument();
  });

  it('never shows one user’s kept lists to another user of the device', async () => {
    await visitOnce();
    // Someone else signs in on the same device (the first user's snapshot is left there by a
    // crash, say: a sign-out would have removed it).
    const other = fakeTokens();
    other.accessToken.payload.sub = 'user-2';
    fetchAuthSession.mockResolvedValue({ tokens: other });
    api.listings = [apiListing({ id: '01KTWO', user_id: 'user-2', user_fields: { title: 'Their own' } })];
    const held = holdListings();
    renderApp('/');
    await screen.findByRole('button', { name: new RegExp(userEmail) });
    expect(spinner()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Old title' })).not.toBeInTheDocument();
    held.release();
    expect(await screen.findByRole('button', { name: 'Open Their own' })).toBeInTheDocument();
    // The device then keeps the second user's lists only.
    await waitFor(() => expect(snapshotKeys()).toEqual([expect.stringMatching(/\.user-2$/)]));
  });
});

describe('the kept lists are removed', () => {
  it('by Sign Out', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Open Old title' });
    await waitFor(() => expect(snapshotKeys()).toEqual([expect.stringContaining(userId)]));
    signOut.mockImplementation(async () => givenSignedOut());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: new RegExp(userEmail) }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    // A write still scheduled by the closing screen must not bring them back.
    await act(() => delay(400));
    expect(snapshotKeys()).toEqual([]);
  });

  it('when the session ends by itself', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Open Old title' });
    await waitFor(() => expect(snapshotKeys()).toHaveLength(1));
    givenSignedOut();
    act(() => Hub.dispatch('auth', { event: 'tokenRefresh_failure' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await act(() => delay(400));
    expect(snapshotKeys()).toEqual([]);
  });

  it('when a signed-out visitor opens the app', async () => {
    await visitOnce();
    givenSignedOut();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(snapshotKeys()).toEqual([]);
  });
});
