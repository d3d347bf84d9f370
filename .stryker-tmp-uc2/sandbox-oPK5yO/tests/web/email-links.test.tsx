// @ts-nocheck
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailLinkUrl, type EmailLink } from '#domain/auth-email-link.ts';
import { emailLinkTexts } from '#domain/messages.ts';
import {
  confirmResetPassword,
  confirmSignUp,
  givenSignedOut,
  resendSignUpCode,
  resetPassword,
} from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

// The links in the confirmation and reset emails (docs/product.md#auth-screen-auth): /auth with
// the action, the address and the code.

const email = 'sam+shop@example.com';

/** The app opened at an email's link (its path and query, as the browser has them). */
function openLink(link: EmailLink, extra = '') {
  const url = new URL(emailLinkUrl('http://localhost', link));
  renderApp(`${url.pathname}${url.search}${extra}`);
  return userEvent.setup();
}

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });
const currentUrl = () => screen.getByRole('note', { name: 'current url' }).textContent;

beforeEach(async () => {
  vi.resetAllMocks();
  givenSignedOut();
  await givenRuntimeConfig();
});

describe('the confirmation link', () => {
  it('confirms the sign-up with its code, then offers Sign In with the address filled in', async () => {
    confirmSignUp.mockResolvedValue({ isSignUpComplete: true });
    openLink({ action: 'confirm', email, code: '123456' });
    expect(await screen.findByText('Email confirmed. Sign in to continue.')).toBeInTheDocument();
    expect(confirmSignUp).toHaveBeenCalledTimes(1);
    expect(confirmSignUp).toHaveBeenCalledWith({ username: email, confirmationCode: '123456' });
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(email);
  });

  it('says it is confirming while Cognito answers', async () => {
    confirmSignUp.mockReturnValue(new Promise(() => {}));
    openLink({ action: 'confirm', email, code: '123456' });
    expect(await screen.findByText(emailLinkTexts.confirming)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('takes the code out of the address once read, keeping where the visitor was going', async () => {
    confirmSignUp.mockResolvedValue({ isSignUpComplete: true });
    openLink({ action: 'confirm', email, code: '123456' }, '&next=%2F%3Fitem%3D01F');
    await screen.findByText('Email confirmed. Sign in to continue.');
    expect(currentUrl()).toBe('/auth?next=%2F%3Fitem%3D01F');
  });

  it('followed again after it worked, says the email is confirmed already', async () => {
    confirmSignUp.mockRejectedValue(
      cognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
    );
    openLink({ action: 'confirm', email, code: '123456' });
    expect(await screen.findByText(emailLinkTexts.alreadyConfirmed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a wrong code', 'CodeMismatchException', 'Invalid verification code provided, please try again.'],
    ['an expired code', 'ExpiredCodeException', 'Invalid code provided, please request a code again.'],
  ])(
    'with %s, says the link is not valid and offers the code form and a new code',
    async (_, name, message) => {
      confirmSignUp.mockRejectedValue(cognitoError(name, message));
      resendSignUpCode.mockResolvedValue({});
      const user = openLink({ action: 'confirm', email, code: '999999' });
      expect(await screen.findByRole('alert')).toHaveTextContent(emailLinkTexts.confirmLinkInvalid);
      expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
      expect(screen.getByLabelText('Confirmation code')).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Resend code' }));
      expect(resendSignUpCode).toHaveBeenCalledWith({ username: email });
    },
  );

  it("keeps the provider's words and the link's code for a failure that is not the code's", async () => {
    confirmSignUp.mockRejectedValue(
      cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );
    openLink({ action: 'confirm', email, code: '123456' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attempt limit exceeded, please try after some time.',
    );
    expect(screen.getByLabelText('Confirmation code')).toHaveValue('123456');
  });
});

describe('the reset link', () => {
  it('opens the new-password step with the code filled in, and sets the password', async () => {
    confirmResetPassword.mockResolvedValue(undefined);
    const user = openLink({ action: 'reset', email, code: '246810' });
    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByText(`Choose a new password for ${email}.`)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmation code')).toHaveValue('246810');
    expect(currentUrl()).toBe('/auth');
    await user.type(screen.getByLabelText('New password'), 'Newer-pass-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password changed. Sign in with your new password.')).toBeInTheDocument();
    expect(confirmResetPassword).toHaveBeenCalledWith({
      username: email,
      confirmationCode: '246810',
      newPassword: 'Newer-pass-2',
    });
    expect(resetPassword).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue(email);
  });

  it('used already or wrong, says so and offers a new reset email for the same address', async () => {
    confirmResetPassword.mockRejectedValue(
      cognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
    );
    resetPassword.mockResolvedValue({ nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' } });
    const user = openLink({ action: 'reset', email, code: '246810' });
    await user.type(await screen.findByLabelText('New password'), 'Newer-pass-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(emailLinkTexts.resetLinkInvalid);
    expect(screen.getByLabelText('Email')).toHaveValue(email);
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(resetPassword).toHaveBeenCalledWith({ username: email });
    expect(await screen.findByText('Email sent! Check your inbox.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmation code')).toHaveValue('');
  });
});

describe('/auth without a link', () => {
  it('opens on Sign In and confirms nothing', async () => {
    renderApp('/auth?next=%2F%3Fitem%3D01F');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(confirmSignUp).not.toHaveBeenCalled();
    expect(currentUrl()).toBe('/auth?next=%2F%3Fitem%3D01F');
  });
});
