import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { callApi } from '../support/api-client';
import { cognitoClient, createSignedInUser } from '../support/cognito-users';
import { bucket, uploadAndCreate } from '../support/photos';
import { pngBytes } from '../fixtures/files';
import '../support/twin-context';

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
  it("erases the caller's listings, photos and user, touches nobody else, and is harmless twice", async () => {
    const [leaver, stayer] = await Promise.all([
      createSignedInUser(twin, 'leaver'),
      createSignedInUser(twin, 'stayer'),
    ]);
    await uploadAndCreate(twin, leaver.accessToken, pngBytes, 'a.png');
    await uploadAndCreate(twin, leaver.accessToken, pngBytes, 'b.png');
    await callApi(twin, 'PATCH', '/api/profile', { token: leaver.accessToken, body: { country: 'AU' } });
    const kept = await uploadAndCreate(twin, stayer.accessToken, pngBytes, 'keep.png');
    const stayersBefore = await callApi(twin, 'GET', '/api/listings', { token: stayer.accessToken });

    const erased = await callApi(twin, 'DELETE', '/api/account', { token: leaver.accessToken });
    expect(erased.status).toBe(204);

    expect(await bucket(twin).keysUnder(`${leaver.sub}/`)).toEqual([]);
    expect(await userExists(leaver.email)).toBe(false);
    // The access token stays valid until it expires; it finds nothing left.
    const leftovers = await callApi(twin, 'GET', '/api/listings', { token: leaver.accessToken });
    expect(leftovers.body.listings).toEqual([]);

    expect(await userExists(stayer.email)).toBe(true);
    expect(await bucket(twin).exists(kept.image_key)).toBe(true);
    const stayersAfter = await callApi(twin, 'GET', '/api/listings', { token: stayer.accessToken });
    const withoutUrls = (body: any) => body.listings.map(({ image_url: _u, ...rest }: any) => rest);
    expect(withoutUrls(stayersAfter.body)).toEqual(withoutUrls(stayersBefore.body));

    const again = await callApi(twin, 'DELETE', '/api/account', { token: leaver.accessToken });
    expect(again.status).toBe(204);
  });
});
