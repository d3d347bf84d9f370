// @ts-nocheck
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import {
  cognitoClient,
  latestCode,
  passwordSignIn,
  signUpConfirmed,
  uniqueEmail,
} from '../support/cognito-users';
import '../support/twin-context';

// Locally, the emails Cognito would send land in the outbox, so a person can finish every
// flow on one machine (docs/design.md#two-homes).

const twin = inject('twin');

describe('the local outbox', () => {
  it('lists the sign-up code on its page', async () => {
    const email = uniqueEmail('outbox');
    await signUpConfirmed(twin, email);
    const page = await fetch(`${twin.siteUrl}/_local/outbox`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain(await latestCode(twin, email));
  });

  it('carries the password-reset code, which resets the password', async () => {
    const email = uniqueEmail('reset');
    await signUpConfirmed(twin, email);
    const cognito = cognitoClient(twin);
    const messagesTo = async () =>
      (await (await fetch(`${twin.siteUrl}/_local/outbox.json?to=${encodeURIComponent(email)}`)).json())
        .length;
    const before = await messagesTo();
    await cognito.send(new ForgotPasswordCommand({ ClientId: twin.userPoolClientId, Username: email }));
    expect(await messagesTo()).toBe(before + 1);
    const resetCode = await latestCode(twin, email);
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: twin.userPoolClientId,
        Username: email,
        ConfirmationCode: resetCode,
        Password: 'Brand-New-Pass-7',
      }),
    );
    const tokens = await passwordSignIn(twin, email, 'Brand-New-Pass-7');
    expect(tokens.accessToken).toBeTruthy();
  });
});
