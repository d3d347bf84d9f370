// @ts-nocheck
import { act, screen, waitFor } from '@testing-library/react';
import { api } from './support/api-server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { givenSessionCheckPending, givenSignedIn, givenSignedOut } from './support/fake-amplify-auth';
import { Hub } from './support/fake-amplify-utils';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

const currentPath = () => screen.getByLabelText('current path');

/** The main screen is there once its tab bar is. */
const findMainScreen = () => screen.findByRole('tab', { name: 'Add Item' });

beforeEach(async () => {
  vi.resetAllMocks();
  await givenRuntimeConfig();
});

describe('the guard around protected content', () => {
  it('shows a centred "Loading..." while the session is checked', () => {
    givenSessionCheckPending();
    renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('status')).toHaveClass('loading-screen');
  });

  it('redirects to /auth when there is no session', async () => {
    givenSignedOut();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/auth');
  });

  it('shows the main app when signed in', async () => {
    givenSignedIn();
    renderApp('/');
    expect(await findMainScreen()).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/$/);
  });

  it('loads the profile and the listings with the access token', async () => {
    givenSignedIn();
    renderApp('/');
    await findMainScreen();
    await waitFor(() => expect(api.requests.map((r) => r.route)).toContain('GET /api/profile'));
    expect(api.requests.map((r) => r.route)).toContain('GET /api/listings');
    expect(api.requests.every((r) => r.authorization === 'Bearer access-token-123')).toBe(true);
  });

  it.each(['signedOut', 'tokenRefresh_failure'])(
    'redirects to /auth when the session ends (%s)',
    async (event) => {
      givenSignedIn();
      renderApp('/');
      await findMainScreen();

      givenSignedOut();
      act(() => Hub.dispatch('auth', { event }));

      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(currentPath()).toHaveTextContent('/auth');
    },
  );
});

describe('a session that ends', () => {
  it('says "Your session has ended. Please sign in again." on /auth when the refresh is refused', async () => {
    givenSignedIn();
    renderApp('/');
    await findMainScreen();

    givenSignedOut();
    act(() => Hub.dispatch('auth', { event: 'tokenRefresh_failure' }));

    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent('/auth');
  });

  it('says so when the periodic session check finds the session gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      givenSignedIn();
      renderApp('/');
      await findMainScreen();

      givenSignedOut();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(30_000);
      });

      expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
      expect(currentPath()).toHaveTextContent('/auth');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says nothing of the kind after a sign-out, nor on a first visit', async () => {
    givenSignedIn();
    renderApp('/');
    await findMainScreen();

    givenSignedOut();
    act(() => Hub.dispatch('auth', { event: 'signedOut' }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Your session has ended. Please sign in again.')).not.toBeInTheDocument();
  });
});

describe('the auth screen', () => {
  it('shows the sign-in screen at once while the session is checked, never Loading...', () => {
    givenSessionCheckPending();
    renderApp('/auth');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('redirects to / when a session exists', async () => {
    givenSignedIn();
    renderApp('/auth');
    expect(await findMainScreen()).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/$/);
  });

  it('redirects to / when a session appears', async () => {
    givenSignedOut();
    renderApp('/auth');
    await screen.findByRole('button', { name: 'Sign In' });

    givenSignedIn();
    act(() => Hub.dispatch('auth', { event: 'signedIn' }));

    expect(await findMainScreen()).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/$/);
  });

  it('shows the tagline "Snap it. List it. Shift it."', async () => {
    givenSignedOut();
    renderApp('/auth');
    expect(await screen.findByText('Snap it. List it. Shift it.')).toBeInTheDocument();
  });
});
