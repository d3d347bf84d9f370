// @ts-nocheck
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import type { TwinInfo } from './twin-context';

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export interface TestUser extends Tokens {
  email: string;
  password: string;
  sub: string;
}

export const testPassword = 'Correct-Horse-9';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A client of the twin's Cognito emulator (any credentials do). */
export function cognitoClient(twin: TwinInfo) {
  return new CognitoIdentityProviderClient({
    region: 'local',
    endpoint: twin.cognitoUrl,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Cognito as the web app reaches it on the twin: the gateway's proxy, on the site's origin. */
export function browserCognito(twin: TwinInfo) {
  return new CognitoIdentityProviderClient({
    region: 'local',
    endpoint: `${twin.siteUrl}/_local/cognito`,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
  });
}

/** Signs up as the auth screen does, through the site's proxy: unconfirmed, a code emailed. */
export async function browserSignUp(twin: TwinInfo, email: string): Promise<void> {
  await browserCognito(twin).send(
    new SignUpCommand({
      ClientId: twin.userPoolClientId,
      Username: email,
      Password: testPassword,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
}

/** The newest code the emulator "emailed" to an address, read from the local outbox. */
export async function latestCode(twin: TwinInfo, email: string): Promise<string> {
  const response = await fetch(`${twin.siteUrl}/_local/outbox.json?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as Array<{ code?: string }>;
  const code = messages[0]?.code;
  if (!code) throw new Error(`No code in the outbox for ${email}`);
  return code;
}

/** The newest email the emulator "sent" to an address, as the outbox keeps it. */
export async function latestEmail(
  twin: TwinInfo,
  email: string,
): Promise<{ subject: string; body: string; html?: boolean }> {
  const response = await fetch(`${twin.siteUrl}/_local/outbox.json?to=${encodeURIComponent(email)}`);
  const [message] = (await response.json()) as Array<{ subject: string; body: string; html?: boolean }>;
  if (!message) throw new Error(`No email in the outbox for ${email}`);
  return message;
}

/** The link in the newest email to an address (docs/product.md#auth-screen-auth), as a mail client reads it. */
export async function latestLink(twin: TwinInfo, email: string): Promise<URL> {
  const { body } = await latestEmail(twin, email);
  const href = /<a href="([^"]+)"/.exec(body)?.[1];
  if (!href) throw new Error(`No link in the newest email to ${email}`);
  return new URL(href.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))));
}

/** Signs up through the emulator, confirms with the code from the outbox. */
export async function signUpConfirmed(
  twin: TwinInfo,
  email = uniqueEmail(),
  password = testPassword,
  clientId = twin.userPoolClientId,
): Promise<void> {
  const cognito = cognitoClient(twin);
  await cognito.send(
    new SignUpCommand({
      ClientId: clientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
  const code = await latestCode(twin, email);
  await cognito.send(
    new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: code }),
  );
}

export async function passwordSignIn(
  twin: TwinInfo,
  email: string,
  password = testPassword,
  clientId = twin.userPoolClientId,
): Promise<Tokens> {
  const result = await cognitoClient(twin).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const auth = result.AuthenticationResult;
  if (!auth?.AccessToken || !auth.IdToken || !auth.RefreshToken) throw new Error('No tokens returned');
  return { accessToken: auth.AccessToken, idToken: auth.IdToken, refreshToken: auth.RefreshToken };
}

function subOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return String(payload.sub);
}

/** A new confirmed, signed-in user. */
export async function createSignedInUser(twin: TwinInfo, label = 'user'): Promise<TestUser> {
  const email = uniqueEmail(label);
  await signUpConfirmed(twin, email);
  const tokens = await passwordSignIn(twin, email);
  return { email, password: testPassword, sub: subOf(tokens.accessToken), ...tokens };
}
