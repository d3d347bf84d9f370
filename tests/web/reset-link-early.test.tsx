import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emailLinkUrl, type EmailLink } from '#domain/auth-email-link.ts';
import { emailLinkTexts } from '#domain/messages.ts';
import { confirmResetPassword, givenSignedOut, resetPassword } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

// docs/product.md#auth-screen-auth: a reset link that cannot work any more says so as early as
// can be known, before a new password is typed (Cognito checks the code only when it is sent):
// used already in this browser, replaced by a reset asked for here later, or past its hour.

const email = 'sam+reset@example.com';
const now = () => Math.floor(Date.now() / 1000);

function openLink(link: Omit<EmailLink, 'action'>) {
  const url = new URL(emailLinkUrl('http://localhost', { action: 'reset', ...link }));
  renderApp(`${url.pathname}${url.search}`);
  return userEvent.setup();
}

async function saysAtOnce(text: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByLabelText('Email')).toHaveValue(email);
  expect(screen.getByRole('button', { name: 'Send reset email' })).toBeInTheDocument();
  expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  expect(confirmResetPassword).not.toHaveBeenCalled();
}

beforeEach(async () => {
  vi.resetAllMocks();
  localStorage.clear();
  givenSignedOut();
  await givenRuntimeConfig();
  resetPassword.mockResolvedValue({ nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE' } });
  confirmResetPassword.mockResolvedValue(undefined);
});

describe('a reset link that cannot work any more', { timeout: 20_000 }, () => {
  it('used already here: says so when opened again, before a password is typed', async () => {
    const user = openLink({ email, code: '246810', sentAt: now() });
    await user.type(await screen.findByLabelText('New password'), 'Newer-pass-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText('Password changed. Sign in with your new password.');
    cleanup();
    confirmResetPassword.mockClear();

    openLink({ email, code: '246810', sentAt: now() });
    await saysAtOnce(
      'This reset link was used already: your password was changed with it. Sign in with that password, or ask for a new reset email.',
    );
  });

  it('past its hour (and the clocks’ five minutes): says it expired and what to do', async () => {
    openLink({ email, code: '246810', sentAt: now() - 3600 - 301 - 5 });
    await saysAtOnce(emailLinkTexts.resetLinkExpired);
    expect(emailLinkTexts.resetLinkExpired).toBe(
      'This reset link has expired: reset links last an hour. Ask for a new reset email.',
    );
  });

  it('replaced by a reset asked for here afterwards: says to use the newest email', async () => {
    const user = userEvent.setup();
    renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    await screen.findByText('Email sent! Check your inbox.');
    cleanup();

    openLink({ email, code: '135790', sentAt: now() - 600 });
    await saysAtOnce(
      'This reset link was replaced by a newer reset email. Use the link in the newest email, or ask for a new one.',
    );
  });

  it('a fresh link still opens the new-password step with its code', async () => {
    openLink({ email, code: '246810', sentAt: now() - 60 });
    expect(await screen.findByLabelText('Confirmation code')).toHaveValue('246810');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
