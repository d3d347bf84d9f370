// @ts-nocheck
import {
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { cognitoClient, createSignedInUser, type TestUser } from '../support/cognito-users';
import { bucket, requestUpload, uploadAndCreate, uploadPhoto } from '../support/photos';
import { pngBytes } from '../fixtures/files';
import '../support/twin-context';
import { twinTables } from '../support/twin-tables';

const twin = inject('twin');

async function userExists(email: string): Promise<boolean> {
  const cognito = cognitoClient(twin);
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: twin.userPoolId, Username: email }));
    return true;
  } catch {
    return false;
  }
}

describe('DELETE /api/account', () => {
  it("erases the caller's listings, photos and user, and touches nobody else", async () => {
    const [leaver, stayer] = await Promise.all([
      createSignedInUser(twin, 'leaver'),
      createSignedInUser(twin, 'stayer'),
    ]);
    const first = await uploadAndCreate(twin, leaver.accessToken, pngBytes, 'a.png');
    await uploadAndCreate(twin, leaver.accessToken, pngBytes, 'b.png');
    // An item with several photos (docs/product.md#photos): every one of them goes too.
    const label = await uploadPhoto(twin, leaver.accessToken, pngBytes, 'label.png');
    const back = await uploadPhoto(twin, leaver.accessToken, pngBytes, 'back.png');
    const photos = await callApi(twin, 'PUT', `/api/listings/${first.id}/photos`, {
      token: leaver.accessToken,
      body: { keys: [first.image_key, label, back] },
    });
    expect(photos.status).toBe(200);
    await callApi(twin, 'PATCH', '/api/profile', { token: leaver.accessToken, body: { country: 'AU' } });
    const kept = await uploadAndCreate(twin, stayer.accessToken, pngBytes, 'keep.png');
    const stayersBefore = await callApi(twin, 'GET', '/api/listings', { token: stayer.accessToken });

    const erased = await callApi(twin, 'DELETE', '/api/account', { token: leaver.accessToken });
    expect(erased.status).toBe(204);

    expect(await bucket(twin).keysUnder(`${leaver.sub}/`)).toEqual([]);
    expect(await userExists(leaver.email)).toBe(false);
    expect(await userExists(stayer.email)).toBe(true);
    expect(await bucket(twin).exists(kept.image_key)).toBe(true);
    const stayersAfter = await callApi(twin, 'GET', '/api/listings', { token: stayer.accessToken });
    const withoutUrls = (body: any) =>
      body.listings.map(({ image_url: _u, photos, ...rest }: any) => ({
        ...rest,
        photos: photos.map((photo: any) => photo.key),
      }));
    expect(withoutUrls(stayersAfter.body)).toEqual(withoutUrls(stayersBefore.body));
  });
});

describe("an erased account's earlier tokens", () => {
  let leaver: TestUser;
  let leftoverKey: string;
  beforeAll(async () => {
    leaver = await createSignedInUser(twin, 'erased');
    // An upload presigned before the erasure, not yet made a listing.
    const ticket = await requestUpload(twin, leaver.accessToken, {
      filename: 'late.png',
      contentType: 'image/png',
      size: pngBytes.length,
    });
    leftoverKey = ticket.body.key;
    expect((await callApi(twin, 'DELETE', '/api/account', { token: leaver.accessToken })).status).toBe(204);
  });

  const expect401 = async (method: string, path: string, body?: unknown) => {
    const response = await callApi(twin, method, path, { token: leaver.accessToken, body });
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('unauthorized');
  };

  it('get 401 on the list', () => expect401('GET', '/api/listings'));
  it('get 401 on presigning an upload', () =>
    expect401('POST', '/api/uploads', { filename: 'x.png', contentType: 'image/png', size: 10 }));
  it('get 401 on creating a listing, which stores nothing', async () => {
    await expect401('POST', '/api/listings', { imageKey: leftoverKey });
    expect(await bucket(twin).keysUnder(`${leaver.sub}/`)).toEqual([]);
  });
  it('get 401 on patching the profile', () => expect401('PATCH', '/api/profile', { country: 'AU' }));
  it('get 401 on reading the profile', () => expect401('GET', '/api/profile'));
  it('get 401 on a second erasure', () => expect401('DELETE', '/api/account'));

  it('cannot refresh: the refresh token no longer works', async () => {
    const response = await fetch(`${twin.siteUrl}/_local/cognito`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken',
      },
      body: JSON.stringify({ ClientId: twin.userPoolClientId, RefreshToken: leaver.refreshToken }),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).not.toContain('AccessToken');
  });
});

describe('an erasure retried after its first tombstone expired (TTL not yet run)', () => {
  let leaver: TestUser;
  beforeAll(async () => {
    leaver = await createSignedInUser(twin, 'retried');
    const anHourAndMoreAgo = Math.floor(Date.now() / 1000) - 60;
    await twinTables(twin).send(
      new PutCommand({
        TableName: twin.env.erasuresTable!,
        Item: { userId: leaver.sub, state: 'erasing', expiresAt: anHourAndMoreAgo },
      }),
    );
    expect((await callApi(twin, 'DELETE', '/api/account', { token: leaver.accessToken })).status).toBe(204);
  });

  it('leaves a tombstone in force that outlives every earlier token (over an hour)', async () => {
    const stored = await twinTables(twin).send(
      new GetCommand({
        TableName: twin.env.erasuresTable!,
        Key: { userId: leaver.sub },
        ConsistentRead: true,
      }),
    );
    expect(stored.Item?.state).toBe('erased');
    expect(stored.Item?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3600);
  });

  it('refuses the same access token when it writes the profile back', async () => {
    const response = await callApi(twin, 'PATCH', '/api/profile', {
      token: leaver.accessToken,
      body: { country: 'AU' },
    });
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('This account has been deleted.');
  });
});

describe('AdminUserGlobalSignOut (what erasure calls before deleting the user)', () => {
  it("revokes the user's refresh tokens in the twin's Cognito", async () => {
    const user = await createSignedInUser(twin, 'signout');
    await cognitoClient(twin).send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: twin.userPoolId, Username: user.email }),
    );
    await expect(
      cognitoClient(twin).send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: twin.userPoolClientId,
          AuthParameters: { REFRESH_TOKEN: user.refreshToken },
        }),
      ),
    ).rejects.toThrow();
  });
});
