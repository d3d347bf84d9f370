import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailLinkUrl } from '#domain/auth-email-link.ts';
import {
  handOffLinkCode,
  offerSignUpHandoff,
  type HandoffOutcome,
} from '#web/features/auth/utils/sign-up-handoff.ts';
import {
  autoSignIn,
  confirmSignUp,
  fetchAuthSession,
  fakeTokens,
  givenSignedOut,
  signUp,
  userEmail,
} from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

// docs/product.md#auth-screen-auth: confirming signs the person in where that can be done
// safely: in the page that signed up (Amplify's auto sign-in keeps the password in that page's
// memory), the code typed there or handed to it by a confirmation link opened in another tab
// of the same browser. Elsewhere the link confirms, says why the password is needed and keeps
// the address filled in (tests/web/email-links.test.tsx).

const email = 'sam+new@example.com';
const autoSignInNext = { isSignUpComplete: true, nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' } };

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedOut();
  await givenRuntimeConfig();
  signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
  confirmSignUp.mockResolvedValue(autoSignInNext);
  autoSignIn.mockImplementation(async () => {
    fetchAuthSession.mockResolvedValue({ tokens: fakeTokens() }); // the session Amplify now keeps
    return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
  });
});

async function signUpHere() {
  const user = userEvent.setup();
  renderApp('/auth');
  await user.click(await screen.findByRole('button', { name: 'Create Account' }));
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Good-pass-1');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await screen.findByLabelText('Confirmation code');
  return user;
}

describe('confirming signs in', { timeout: 20_000 }, () => {
  it('asks Amplify for auto sign-in at sign-up, with the same flow as Sign In', async () => {
    await signUpHere();
    expect(signUp).toHaveBeenCalledWith({
      username: email,
      password: 'Good-pass-1',
      options: { userAttributes: { email }, autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' } },
    });
  });

  it('with the code typed in the page that signed up: signed in, no password typed again', async () => {
    const user = await signUpHere();
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));

    expect(await screen.findByText('Signed in!')).toBeInTheDocument();
    expect(autoSignIn).toHaveBeenCalledTimes(1);
    await screen.findByRole('tab', { name: /Add Item/ }, { timeout: 5000 });
  });

  it('with the link opened in another tab: that tab hands the code over, and the page that signed up signs in', async () => {
    await signUpHere();

    // The link's tab, as use-confirm-from-link.ts runs it.
    const outcome = await handOffLinkCode(email, '654321');

    expect(outcome).toBe('signedIn');
    expect(confirmSignUp).toHaveBeenCalledWith({ username: email, confirmationCode: '654321' });
    expect(autoSignIn).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Signed in!')).toBeInTheDocument();
  });

  it('a link tab whose handed code went through is signed in too (the session is the browser’s)', async () => {
    const stop = offerSignUpHandoff(email, async (): Promise<HandoffOutcome> => {
      fetchAuthSession.mockResolvedValue({ tokens: fakeTokens() });
      return 'signedIn';
    });
    const url = new URL(emailLinkUrl('http://localhost', { action: 'confirm', email, code: '111222' }));
    renderApp(`${url.pathname}${url.search}`);

    expect(await screen.findByText('Signed in!')).toBeInTheDocument();
    await screen.findByRole('tab', { name: /Add Item/ }, { timeout: 5000 });
    expect(confirmSignUp).not.toHaveBeenCalled(); // the sign-up tab confirmed it
    stop();
  });

  it('the session that tab stored shows here a moment after its answer: the link tab waits for it', async () => {
    const stop = offerSignUpHandoff(email, async (): Promise<HandoffOutcome> => {
      // Chromium brings another tab's localStorage writes to this tab after its message, with a
      // storage event each: first the access token, then the ID token naming the account.
      setTimeout(() => {
        fetchAuthSession.mockResolvedValue({ tokens: { accessToken: fakeTokens().accessToken } });
        window.dispatchEvent(
          new StorageEvent('storage', { key: 'CognitoIdentityServiceProvider.accessToken' }),
        );
      }, 30);
      setTimeout(() => {
        fetchAuthSession.mockResolvedValue({ tokens: fakeTokens() });
        window.dispatchEvent(new StorageEvent('storage', { key: 'CognitoIdentityServiceProvider.idToken' }));
      }, 60);
      return 'signedIn';
    });
    const url = new URL(emailLinkUrl('http://localhost', { action: 'confirm', email, code: '333444' }));
    renderApp(`${url.pathname}${url.search}`);

    expect(await screen.findByText('Signed in!')).toBeInTheDocument();
    await screen.findByRole('tab', { name: /Add Item/ }, { timeout: 5000 });
    expect((await screen.findAllByText(userEmail)).length).toBeGreaterThan(0); // the ID token's account
    expect(confirmSignUp).not.toHaveBeenCalled();
    stop();
  });

  it('no tab signed the address up: nothing answers, the link tab confirms by itself', async () => {
    const stop = offerSignUpHandoff('someone-else@example.com', async () => 'signedIn');
    expect(await handOffLinkCode(email, '123456')).toBeUndefined();
    stop();
    await waitFor(() => expect(autoSignIn).not.toHaveBeenCalled());
  });
});
