// @ts-nocheck
import { createPrivateKey } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { cognitoClient, createSignedInUser } from '../support/cognito-users';
import '../support/twin-context';

// The twin on a machine other people use: its tokens are signed with a key made for this
// install and kept in its data folder, the gateway accepts no other, and the data folder
// (passwords, refresh tokens, photos, that key) is its owner's alone.

const twin = inject('twin');
const require = createRequire(import.meta.url);

/** The private key inside the cognito-local npm package: anyone who installs it has it. */
const packagedKey = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };

async function userExists(email: string): Promise<boolean> {
  const found = await cognitoClient(twin)
    .send(new AdminGetUserCommand({ UserPoolId: twin.userPoolId, Username: email }))
    .catch(() => undefined);
  return found !== undefined;
}

/** An access token for `sub` with every claim right, signed with the package's key. */
async function forgedAccessToken(sub: string, username: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000) - 5;
  return new SignJWT({ sub, username, client_id: twin.userPoolClientId, token_use: 'access' })
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(twin.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(createPrivateKey(packagedKey.pem));
}

describe("the twin's token signing key", () => {
  it('signs the tokens the twin gives out (its kid is in the data folder, not the package)', async () => {
    const user = await createSignedInUser(twin, 'own-key');
    const stored = JSON.parse(readFileSync(path.join(twin.dataDir, 'token-signing-key.json'), 'utf8'));

    expect(decodeProtectedHeader(user.accessToken).kid).toBe(stored.kid);
    expect(stored.kid).not.toBe('CognitoLocal');
    expect((await callApi(twin, 'GET', '/api/listings', { token: user.accessToken })).status).toBe(200);
  });

  it("refuses a token signed with the key shipped in the emulator's package", async () => {
    const victim = await createSignedInUser(twin, 'forged');
    const forged = await forgedAccessToken(victim.sub, victim.email);

    const response = await callApi(twin, 'GET', '/api/listings', { token: forged });

    expect(response.status).toBe(401);
  });

  it("refuses the package's key at the Cognito door too: a forged DeleteUser deletes nobody", async () => {
    const victim = await createSignedInUser(twin, 'forged-delete');
    const forged = await forgedAccessToken(victim.sub, victim.email);

    const response = await fetch(`${twin.siteUrl}/_local/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.DeleteUser',
      },
      body: JSON.stringify({ AccessToken: forged }),
    });

    expect(response.status).toBe(400);
    expect(await userExists(victim.email)).toBe(true);
  });
});

describe("the twin's data folder", () => {
  function entriesUnder(folder: string): string[] {
    return readdirSync(folder).flatMap((name) => {
      const entry = path.join(folder, name);
      return lstatSync(entry).isDirectory() ? [entry, ...entriesUnder(entry)] : [entry];
    });
  }

  it('is its owner’s alone: 0700 folders and 0600 files, everything in it', async () => {
    await createSignedInUser(twin, 'permissions'); // something written in each emulator
    const entries = [twin.dataDir, ...entriesUnder(twin.dataDir)];
    const modeOf = (entry: string) => lstatSync(entry).mode & 0o777;

    expect(entries.length).toBeGreaterThan(5);
    expect(entries.filter((entry) => lstatSync(entry).isDirectory() && modeOf(entry) !== 0o700)).toEqual([]);
    expect(entries.filter((entry) => lstatSync(entry).isFile() && modeOf(entry) !== 0o600)).toEqual([]);
  });
});
