// @ts-nocheck
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeRoute } from './support/fake-route';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiServer, errorBody } from './support/api-server';
import { givenSignedIn, givenSignedOut, signOut } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));
vi.mock('@aws-amplify/ui-react', () => import('./support/fake-amplify-ui-react'));

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedIn();
  signOut.mockImplementation(async () => givenSignedOut());
  await givenRuntimeConfig();
});

async function openAccountSettings() {
  renderApp('/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /sam@example.com/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Account settings' }));
  await screen.findByRole('dialog', { name: 'Account settings' });
  return user;
}

describe('Account settings', () => {
  it('opens a panel with Change password and Delete account', async () => {
    await openAccountSettings();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Delete account' })).toBeInTheDocument();
  });

  it('says "Password updated." once the password is changed', async () => {
    const user = await openAccountSettings();
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByText('Password updated.')).toBeInTheDocument();
  });

  it('deletes the account through DELETE /api/account first, then ends the session', async () => {
    const user = await openAccountSettings();
    signOut.mockImplementation(async () => {
      expect(api.requests.map((r) => r.route)).toContain('DELETE /api/account');
      givenSignedOut();
    });
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('current path')).toHaveTextContent('/auth');
  });

  it('keeps the session when the erasure fails', async () => {
    let refused = false;
    apiServer.use(
      fakeRoute('deleteAccount', () => {
        refused = true;
        return errorBody(503, 'service_unavailable', 'Busy.');
      }),
    );
    const user = await openAccountSettings();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    await waitFor(() => expect(refused).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Account settings' })).toBeInTheDocument();
  });
});
