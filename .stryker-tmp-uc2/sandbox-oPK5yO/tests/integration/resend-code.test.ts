// @ts-nocheck
import {
  ConfirmSignUpCommand,
  ResendConfirmationCodeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { maxResendsPerWindow } from '#infra/local/cognito-resend-code.ts';
import {
  latestCode,
  passwordSignIn,
  signUpConfirmed,
  uniqueEmail,
  browserCognito,
  browserSignUp,
} from '../support/cognito-users';
import '../support/twin-context';

// The code form's Resend code on the twin: cognito-local lacks ResendConfirmationCode, so the
// twin adds it. These calls take the browser's path, through the site's Cognito proxy.

const twin = inject('twin');

const cognito = () => browserCognito(twin);
const signUp = (email: string) => browserSignUp(twin, email);

async function outboxFor(email: string): Promise<Array<{ code?: string }>> {
  const response = await fetch(`${twin.siteUrl}/_local/outbox.json?to=${encodeURIComponent(email)}`);
  return (await response.json()) as Array<{ code?: string }>;
}

const resend = (email: string) =>
  cognito().send(new ResendConfirmationCodeCommand({ ClientId: twin.userPoolClientId, Username: email }));

describe('Resend code on the twin', () => {
  it('emails a new code to the outbox, and that code confirms the sign-up', async () => {
    const email = uniqueEmail('resend');
    await signUp(email);
    const result = await resend(email);
    expect(result.CodeDeliveryDetails).toEqual({
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: email,
    });
    const messages = await outboxFor(email);
    expect(messages).toHaveLength(2);
    const newCode = messages[0]?.code ?? '';
    expect(newCode).toMatch(/^\d{6}$/);
    await cognito().send(
      new ConfirmSignUpCommand({
        ClientId: twin.userPoolClientId,
        Username: email,
        ConfirmationCode: newCode,
      }),
    );
    expect((await passwordSignIn(twin, email)).accessToken).toBeTruthy();
  });

  it('answers UserNotFoundException for an address that never signed up, and emails nothing', async () => {
    const email = uniqueEmail('nobody');
    await expect(resend(email)).rejects.toMatchObject({ name: 'UserNotFoundException' });
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it('answers InvalidParameterException "User is already confirmed." for a confirmed account', async () => {
    const email = uniqueEmail('confirmed');
    await signUpConfirmed(twin, email);
    await expect(resend(email)).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it(`refuses resend number ${maxResendsPerWindow + 1} within the hour with LimitExceededException`, async () => {
    const email = uniqueEmail('throttled');
    await signUp(email);
    for (let sent = 0; sent < maxResendsPerWindow; sent++) await resend(email);
    await expect(resend(email)).rejects.toMatchObject({ name: 'LimitExceededException' });
    expect(await outboxFor(email)).toHaveLength(1 + maxResendsPerWindow);
    // The last code delivered still confirms: a refused resend replaces nothing.
    const code = await latestCode(twin, email);
    await cognito().send(
      new ConfirmSignUpCommand({ ClientId: twin.userPoolClientId, Username: email, ConfirmationCode: code }),
    );
  });
});
