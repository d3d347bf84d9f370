import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { givenSessionCheckPending, givenSignedIn, givenSignedOut } from './support/fake-amplify-auth';
import { Hub } from './support/fake-amplify-utils';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

const currentPath = () => screen.getByLabelText('current path');

function profileApi(body: unknown = { country: 'GB', allow_collection: true, updated_at: null }) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(async () => {
  vi.resetAllMocks();
  await givenRuntimeConfig();
});

afterEach(() => {
  vi.unstubAllGlobals();
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
    profileApi();
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/$/);
  });

  it('shows the profile country read from GET /api/profile with the access token', async () => {
    givenSignedIn();
    const fetchMock = profileApi({ country: 'IE', allow_collection: true, updated_at: null });
    renderApp('/');
    expect(await screen.findByText(/Ireland/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer access-token-123');
  });

  it.each(['signedOut', 'tokenRefresh_failure'])(
    'redirects to /auth when the session ends (%s)',
    async (event) => {
      givenSignedIn();
      profileApi();
      renderApp('/');
      await screen.findByRole('button', { name: 'Sign Out' });

      givenSignedOut();
      act(() => Hub.dispatch('auth', { event }));

      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
      expect(currentPath()).toHaveTextContent('/auth');
    },
  );
});

describe('the auth screen', () => {
  it('redirects to / when a session exists', async () => {
    givenSignedIn();
    profileApi();
    renderApp('/auth');
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/$/);
  });

  it('redirects to / when a session appears', async () => {
    givenSignedOut();
    profileApi();
    renderApp('/auth');
    await screen.findByRole('button', { name: 'Sign In' });

    givenSignedIn();
    act(() => Hub.dispatch('auth', { event: 'signedIn' }));

    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(currentPath()).toHaveTextContent(/^\/$/);
  });

  it('shows the tagline "Snap it. List it. Shift it."', async () => {
    givenSignedOut();
    renderApp('/auth');
    expect(await screen.findByText('Snap it. List it. Shift it.')).toBeInTheDocument();
  });
});
