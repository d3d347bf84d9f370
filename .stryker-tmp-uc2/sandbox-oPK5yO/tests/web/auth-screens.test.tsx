// @ts-nocheck
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirmResetPassword,
  confirmSignUp,
  givenSignedOut,
  resendSignUpCode,
  resetPassword,
  signInWithRedirect,
  signUp,
} from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

const email = 'sam@example.com';

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedOut();
  await givenRuntimeConfig();
});

async function openAuth() {
  renderApp('/auth');
  await screen.findByRole('heading', { name: 'Sign In' });
  return userEvent.setup();
}

async function toSignUp() {
  const user = await openAuth();
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await screen.findByRole('heading', { name: 'Create Account' });
  return user;
}

describe('the three modes and their links', () => {
  it('Sign In links to "Forgot password?" and "Create Account", with Continue with Google', async () => {
    await openAuth();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeInTheDocument();
  });

  it('Create Account has email and password, Google, and "Already have an account? Sign In"', async () => {
    const user = await toSignUp();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('Reset Password has an email field only, no Google, and "Back to Sign In"', async () => {
    const user = await openAuth();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Reset Password' });
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('Continue with Google', () => {
  it('says plainly that it needs the cloud deployment when there is no hosted sign-in', async () => {
    await openAuth();
    const button = screen.getByRole('button', { name: /Continue with Google/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Google sign-in needs the cloud deployment/);
  });

  it('says plainly that Google is not set up on a cloud deployment without a Google client', async () => {
    await givenRuntimeConfig({ authFlowType: 'USER_SRP_AUTH', googleSignInAbsence: 'notConfigured' });
    await openAuth();
    const button = screen.getByRole('button', { name: /Continue with Google/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Google sign-in is not set up on this site. Sign in with your email and password.',
    );
    expect(screen.queryByText(/local copy/)).not.toBeInTheDocument();
  });

  it('redirects to Google through Cognito in the cloud', async () => {
    await givenRuntimeConfig({ oauthDomain: 'auth.example.com', authFlowType: 'USER_SRP_AUTH' });
    signInWithRedirect.mockResolvedValue(undefined);
    const user = await openAuth();
    await user.click(screen.getByRole('button', { name: /Continue with Google/ }));
    await waitFor(() => expect(signInWithRedirect).toHaveBeenCalledWith({ provider: 'Google' }));
  });
});

describe('Create Account', () => {
  it.each([
    ['Short-1', 'Use at least 8 characters.'],
    ['lower-case-1', 'Add an upper-case letter.'],
    ['UPPER-CASE-1', 'Add a lower-case letter.'],
    ['No-digits-here', 'Add a digit.'],
    ['NoSymbols123', 'Add a symbol such as ! or #.'],
  ])('refuses %s before calling Cognito: "%s"', async (password, rule) => {
    const user = await toSignUp();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), password);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(rule);
    expect(signUp).not.toHaveBeenCalled();
  });

  it('signs up, shows "Check your inbox!", returns to Sign In and asks for the code', async () => {
    signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    const user = await toSignUp();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'Good-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Check your inbox!')).toBeInTheDocument();
    expect(
      screen.getByText('Complete sign up via email link. Make sure to check your spam folder.'),
    ).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      username: email,
      password: 'Good-pass-1',
      options: { userAttributes: { email } },
    });
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('shows the provider error under the form', async () => {
    signUp.mockRejectedValue(
      Object.assign(new Error('User already exists'), { name: 'UsernameExistsException' }),
    );
    const user = await toSignUp();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'Good-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
  });
});

describe('the confirmation code', () => {
  async function atCodeForm() {
    signUp.mockResolvedValue({ isSignUpComplete: false });
    const user = await toSignUp();
    await user.type(screen.getByLabelText('Email'), email);
    await user.type(screen.getByLabelText('Password'), 'Good-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByLabelText('Confirmation code');
    return user;
  }

  it('confirms the sign-up with the code, then offers Sign In with the email filled in', async () => {
    confirmSignUp.mockResolvedValue({ isSignUpComplete: true });
    const user = await atCodeForm();
    await user.type(screen.getByLabelText('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Email confirmed. Sign in to continue.')).toBeInTheDocument();
    expect(confirmSignUp).toHaveBeenCalledWith({ username: email, confirmationCode: '123456' });
    expect(screen.getByLabelText('Email')).toHaveValue(email);
  });

  it('resends the code', async () => {
    resendSignUpCode.mockResolvedValue({});
    const user = await atCodeForm();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    expect(resendSignUpCode).toHaveBeenCalledWith({ username: email });
  });

  it('shows why a resend failed under the form, and no "new code" notice', async () => {
    resendSignUpCode.mockRejectedValue(
      Object.assign(new Error('Attempt limit exceeded, please try after some time.'), {
        name: 'LimitExceededException',
      }),
    );
    const user = await atCodeForm();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attempt limit exceeded, please try after some time.',
    );
    expect(screen.queryByText('A new code is on its way.')).not.toBeInTheDocument();
  });
});

describe('Reset Password', () => {
  async function sendResetEmail() {
    resetPassword.mockResolvedValue({ nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' } });
    const user = await openAuth();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(await screen.findByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    return user;
  }

  it('shows "Email sent! Check your inbox." in place of the button, and the "Reset email sent!" toast', async () => {
    await sendResetEmail();
    expect(await screen.findByText('Email sent! Check your inbox.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset email' })).not.toBeInTheDocument();
    expect(await screen.findByText('Reset email sent!')).toBeInTheDocument();
    expect(screen.getByText('Check your inbox to reset your password.')).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({ username: email });
  });

  it('sets the new password with the emailed code, then returns to Sign In', async () => {
    confirmResetPassword.mockResolvedValue(undefined);
    const user = await sendResetEmail();
    await user.type(await screen.findByLabelText('Confirmation code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'Newer-pass-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed. Sign in with your new password.')).toBeInTheDocument();
    expect(confirmResetPassword).toHaveBeenCalledWith({
      username: email,
      confirmationCode: '654321',
      newPassword: 'Newer-pass-2',
    });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('refuses a new password that breaks the policy, saying which rule', async () => {
    const user = await sendResetEmail();
    await user.type(await screen.findByLabelText('Confirmation code'), '654321');
    await user.type(screen.getByLabelText('New password'), 'weak');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Use at least 8 characters\./)).toBeInTheDocument();
    expect(confirmResetPassword).not.toHaveBeenCalled();
  });
});
