// @ts-nocheck
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { givenSignedIn, givenSignedOut, signOut, userEmail } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

beforeEach(async () => {
  vi.resetAllMocks();
  await givenRuntimeConfig();
});

it('signs out from the profile menu with Amplify, returns to /auth and says "Signed out."', async () => {
  givenSignedIn();
  signOut.mockImplementation(async () => givenSignedOut());
  renderApp('/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(userEmail) }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

  expect(signOut).toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByLabelText('current path')).toHaveTextContent('/auth');
  expect(await screen.findByText('Signed out.')).toBeInTheDocument();
});

it('still ends the session when Cognito cannot be told', async () => {
  givenSignedIn();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  signOut.mockImplementation(async () => {
    givenSignedOut();
    throw new Error('Network error');
  });
  renderApp('/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: new RegExp(userEmail) }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
  expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
});
