import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { readEmailLink, type EmailLink } from '#domain/auth-email-link.ts';
import { authEmailTexts } from '#domain/messages.ts';
import {
  latestCode,
  latestEmail,
  latestLink,
  passwordSignIn,
  signUpConfirmed,
  uniqueEmail,
  browserCognito,
  browserSignUp,
} from '../support/cognito-users';
import '../support/twin-context';

// The emails in the twin's outbox carry the same link as the cloud's (the product's own
// CustomMessage trigger writes both, docs/product.md#auth-screen-auth), and the link's code does
// what the auth screen asks of Cognito with it. Calls take the browser's path, the site's proxy.

const twin = inject('twin');

const cognito = () => browserCognito(twin);
const signUp = (email: string) => browserSignUp(twin, email);

async function linkTo(email: string): Promise<EmailLink> {
  const url = await latestLink(twin, email);
  expect(`${url.origin}${url.pathname}`).toBe(`${twin.siteUrl}/auth`);
  const link = readEmailLink(url.search);
  if (!link) throw new Error(`Not an email link: ${url.href}`);
  return link;
}

const confirm = (link: Pick<EmailLink, 'email' | 'code'>) =>
  cognito().send(
    new ConfirmSignUpCommand({
      ClientId: twin.userPoolClientId,
      Username: link.email,
      ConfirmationCode: link.code,
    }),
  );

describe('the confirmation email on the twin', () => {
  it("links to this twin's /auth with the address and the code, which stays in the text", async () => {
    const email = uniqueEmail('link+tag');
    await signUp(email);
    const message = await latestEmail(twin, email);
    expect(message.subject).toBe(authEmailTexts.confirmSignUp.subject);
    expect(message.html).toBe(true);
    const code = await latestCode(twin, email);
    expect(await linkTo(email)).toEqual({ action: 'confirm', email, code, sentAt: expect.any(Number) });
    expect(message.body).toContain(`<b>${code}</b>`);
  });

  it('confirms the account with its code, which then signs in', async () => {
    const email = uniqueEmail('link-confirm');
    await signUp(email);
    await confirm(await linkTo(email));
    expect((await passwordSignIn(twin, email)).accessToken).toBeTruthy();
  });

  it('followed again, is refused as Cognito refuses it: the account is confirmed already', async () => {
    const email = uniqueEmail('link-reused');
    await signUp(email);
    const link = await linkTo(email);
    await confirm(link);
    await expect(confirm(link)).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });
  });

  it('with a wrong code, is refused and confirms nothing', async () => {
    const email = uniqueEmail('link-wrong');
    await signUp(email);
    const link = await linkTo(email);
    await expect(
      confirm({ ...link, code: link.code === '000000' ? '111111' : '000000' }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await expect(passwordSignIn(twin, email)).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
  });
});

describe('the reset email on the twin', () => {
  const reset = (link: Pick<EmailLink, 'email' | 'code'>, password: string) =>
    cognito().send(
      new ConfirmForgotPasswordCommand({
        ClientId: twin.userPoolClientId,
        Username: link.email,
        ConfirmationCode: link.code,
        Password: password,
      }),
    );

  it('links to the new-password step; its code sets the new password once', async () => {
    const email = uniqueEmail('link-reset');
    await signUpConfirmed(twin, email);
    await cognito().send(new ForgotPasswordCommand({ ClientId: twin.userPoolClientId, Username: email }));
    expect((await latestEmail(twin, email)).subject).toBe(authEmailTexts.resetPassword.subject);
    const link = await linkTo(email);
    expect(link).toMatchObject({ action: 'reset', email, code: await latestCode(twin, email) });

    await reset(link, 'Brand-New-Pass-7');
    expect((await passwordSignIn(twin, email, 'Brand-New-Pass-7')).accessToken).toBeTruthy();
    await expect(reset(link, 'Another-Pass-8')).rejects.toMatchObject({
      name: expect.stringMatching(/Code/),
    });
  });

  it('with a wrong code, is refused and the password stays', async () => {
    const email = uniqueEmail('link-reset-wrong');
    await signUpConfirmed(twin, email);
    await cognito().send(new ForgotPasswordCommand({ ClientId: twin.userPoolClientId, Username: email }));
    const link = await linkTo(email);
    await expect(
      reset({ ...link, code: link.code === '000000' ? '111111' : '000000' }, 'Brand-New-Pass-7'),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    expect((await passwordSignIn(twin, email)).accessToken).toBeTruthy();
  });
});
