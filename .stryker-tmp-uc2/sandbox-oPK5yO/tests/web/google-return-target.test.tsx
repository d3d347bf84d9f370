// @ts-nocheck
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { carryOAuthReturnTarget, takeOAuthReturnTarget } from '#web/lib/oauth-return.ts';
import { givenSignedIn, givenSignedOut, signInWithRedirect } from './support/fake-amplify-auth';
import { Hub } from './support/fake-amplify-utils';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

// Google sign-in lands where the link pointed, as email sign-in does: the `next` of /auth goes
// through Cognito as Amplify's custom state and comes back beside the redirect to `/`.

const currentUrl = () => screen.getByLabelText('current url');

beforeEach(async () => {
  vi.resetAllMocks();
  takeOAuthReturnTarget();
  await givenRuntimeConfig({ oauthDomain: 'auth.example.com', authFlowType: 'USER_SRP_AUTH' });
});

async function continueWithGoogle(path: string) {
  givenSignedOut();
  signInWithRedirect.mockResolvedValue(undefined);
  renderApp(path);
  await userEvent.setup().click(await screen.findByRole('button', { name: /Continue with Google/ }));
  // Amplify's redirect code is loaded on the press.
  await waitFor(() => expect(signInWithRedirect).toHaveBeenCalled());
}

/** Cognito's redirect back: Amplify hands over the custom state, then the session appears. */
async function returnFromGoogle(customState: string) {
  carryOAuthReturnTarget();
  Hub.dispatch('auth', { event: 'customOAuthState', data: customState });
  givenSignedIn();
  renderApp('/?code=abc&state=xyz');
  await screen.findByRole('tab', { name: 'Add Item' });
}

describe('Continue with Google and the place the visitor was going', () => {
  it('sends the `next` place through Cognito as the custom state', async () => {
    await continueWithGoogle(`/auth?next=${encodeURIComponent('/?tab=list&item=item-1')}`);
    expect(signInWithRedirect).toHaveBeenCalledWith({
      provider: 'Google',
      customState: '/?tab=list&item=item-1',
    });
  });

  it('sends no custom state from a plain /auth', async () => {
    await continueWithGoogle('/auth');
    expect(signInWithRedirect).toHaveBeenCalledWith({ provider: 'Google' });
  });

  it('never sends a place off the main screen', async () => {
    await continueWithGoogle(`/auth?next=${encodeURIComponent('//evil.example/')}`);
    expect(signInWithRedirect).toHaveBeenCalledWith({ provider: 'Google' });
  });

  it('lands on the carried place once signed in', async () => {
    await returnFromGoogle('/?tab=list');
    await waitFor(() => expect(currentUrl()).toHaveTextContent(/^\/\?tab=list$/));
    expect(await screen.findByRole('tab', { name: 'List', selected: true })).toBeInTheDocument();
  });

  it('lands on / when the carried place is not on the main screen (a forged state)', async () => {
    await returnFromGoogle('https://evil.example/?tab=list');
    await waitFor(() => expect(currentUrl()).toHaveTextContent(/^\/$/));
  });

  it('takes the carried place once: a later sign-in starts afresh', async () => {
    await returnFromGoogle('/?tab=review');
    await waitFor(() => expect(currentUrl()).toHaveTextContent(/^\/\?tab=review$/));
    expect(takeOAuthReturnTarget()).toBeUndefined();
  });
});
