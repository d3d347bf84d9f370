// @ts-nocheck
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { givenSignedIn, givenSignedOut, signIn } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

async function fillAndSubmit(email = 'sam@example.com', password = 'Secret-pass1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedOut();
  await givenRuntimeConfig({ authFlowType: 'USER_PASSWORD_AUTH' });
});

describe('sign in', () => {
  it('has a required email input of the email type and a required password input', async () => {
    renderApp('/auth');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('shows the provider error message under the form', async () => {
    signIn.mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    renderApp('/auth');
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect username or password.');
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('passes the email, the password and the configured auth flow type to Amplify', async () => {
    signIn.mockRejectedValue(new Error('nope'));
    renderApp('/auth');
    await fillAndSubmit(' sam@example.com ', 'Secret-pass1');
    await screen.findByRole('alert');

    expect(signIn).toHaveBeenCalledWith({
      username: 'sam@example.com',
      password: 'Secret-pass1',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('uses SRP when the runtime config says so', async () => {
    await givenRuntimeConfig({ authFlowType: 'USER_SRP_AUTH' });
    signIn.mockRejectedValue(new Error('nope'));
    renderApp('/auth');
    await fillAndSubmit();
    await screen.findByRole('alert');
    expect(signIn).toHaveBeenCalledWith(
      expect.objectContaining({ options: { authFlowType: 'USER_SRP_AUTH' } }),
    );
  });

  it('goes to the main app after a successful sign-in', async () => {
    signIn.mockImplementation(async () => {
      givenSignedIn();
      return { isSignedIn: true, nextStep: { signInStep: 'DONE' } };
    });
    renderApp('/auth');
    await fillAndSubmit();
    expect(await screen.findByRole('tab', { name: 'Add Item' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in!')).toBeInTheDocument();
    expect(screen.getByText('Welcome!')).toBeInTheDocument();
  });

  it('asks an unconfirmed user for the emailed code first', async () => {
    signIn.mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } });
    renderApp('/auth');
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(
      screen.getByText('Open the link we emailed to sam@example.com, or enter the code from that email.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmation code')).toBeRequired();
  });
});
