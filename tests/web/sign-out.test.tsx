import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { givenSignedIn, givenSignedOut, signOut } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

beforeEach(async () => {
  vi.resetAllMocks();
  await givenRuntimeConfig();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify({ country: 'GB', allow_collection: true, updated_at: null })),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('signs out with Amplify and returns to /auth', async () => {
  givenSignedIn();
  signOut.mockImplementation(async () => givenSignedOut());
  renderApp('/');
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign Out' }));

  expect(signOut).toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByLabelText('current path')).toHaveTextContent('/auth');
});
