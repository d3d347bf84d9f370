import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EBAY_SCOPES } from '#domain/ebay-connection.ts';
import { EbayStandIn } from '#infra/local/ebay-stand-in/ebay-stand-in.ts';
import { CachedApplicationToken } from '#lambdas/lib/adapters/ebay/application-token.ts';
import { EbayNotificationKeyClient } from '#lambdas/lib/adapters/ebay/ebay-notification-key-client.ts';
import { EbayOAuthClient, identityOriginOf } from '#lambdas/lib/adapters/ebay/ebay-oauth-client.ts';
import { ServiceUnavailableError } from '#lambdas/lib/ports/service-unavailable.ts';

// eBay's notification keys and the seller's identity, asked of the eBay stand-in the way the
// product asks eBay: getPublicKey with an Application token (client credentials), getUser with
// the seller's token (docs/architecture/security.md#ebay-tokens).

const app = { clientId: 'keys-client', clientSecret: 'keys-secret', ruName: 'Keys-RuName' };
let now = Date.parse('2026-12-03T07:00:00Z');
const standIn = new EbayStandIn({
  app,
  acceptUrl: 'http://localhost:9/a',
  declineUrl: 'http://localhost:9/d',
  now: () => now,
});
let oauth: EbayOAuthClient;

beforeAll(async () => {
  await standIn.start();
  oauth = new EbayOAuthClient({ ...app, authOrigin: standIn.baseUrl, apiOrigin: standIn.baseUrl }, () => now);
});
afterAll(() => standIn.stop());

const keyRequests = () =>
  standIn.requests.filter((r) => r.url.startsWith('/commerce/notification/v1/public_key/'));

describe('the notification key client', () => {
  it("gives eBay's key for its kid, fetched once with an Application token", async () => {
    const keys = new EbayNotificationKeyClient(standIn.baseUrl, new CachedApplicationToken(oauth, () => now));
    const before = keyRequests().length;
    const key = await keys.publicKey(standIn.notificationKey.kid);
    expect(key).toMatchObject({
      algorithm: 'ECDSA',
      digest: 'SHA1',
      key: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----/),
    });
    expect(await keys.publicKey(standIn.notificationKey.kid)).toEqual(key);
    expect(
      keyRequests()
        .slice(before)
        .map((r) => [r.operationId, r.status]),
    ).toEqual([['getPublicKey', 200]]);
  });

  it('answers no key for a kid eBay does not know (404 errorId 195001)', async () => {
    const keys = new EbayNotificationKeyClient(standIn.baseUrl, new CachedApplicationToken(oauth, () => now));
    expect(await keys.publicKey('no-such-kid')).toBeUndefined();
  });

  it('renews the Application token once it nears its end', async () => {
    let asked = 0;
    const tokens = {
      applicationToken: async () => {
        asked += 1;
        return oauth.applicationToken();
      },
    };
    const keys = new EbayNotificationKeyClient(
      standIn.baseUrl,
      new CachedApplicationToken(tokens, () => now),
    );
    await keys.publicKey('unknown-1');
    await keys.publicKey('unknown-2');
    expect(asked).toBe(1);
    now += 7_200_000;
    await keys.publicKey('unknown-3');
    expect(asked).toBe(2);
  });

  it('is a 503 when the app credentials are refused', async () => {
    const wrong = new EbayOAuthClient({
      ...app,
      clientSecret: 'wrong',
      authOrigin: standIn.baseUrl,
      apiOrigin: standIn.baseUrl,
    });
    const keys = new EbayNotificationKeyClient(standIn.baseUrl, new CachedApplicationToken(wrong, () => now));
    await expect(keys.publicKey(standIn.notificationKey.kid)).rejects.toBeInstanceOf(ServiceUnavailableError);
  });
});

describe("the seller's identity", () => {
  it("names the eBay user the seller's token belongs to", async () => {
    const { code } = standIn.oauth.issueCode('identity-seller', [...EBAY_SCOPES]);
    const answer = await oauth.exchangeCode(code);
    if (answer.kind !== 'granted') throw new Error('the stand-in refused the code');
    expect(await oauth.identify(answer.grant.accessToken)).toEqual({
      ebayUserId: expect.stringMatching(/^twin-/),
      username: 'identity-seller',
    });
  });

  it('is a 503 for a token eBay does not know', async () => {
    await expect(oauth.identify('not-a-token')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it("is asked of eBay's apiz. hosts in production and sandbox, of the stand-in as it is", () => {
    expect(identityOriginOf('https://api.ebay.com')).toBe('https://apiz.ebay.com');
    expect(identityOriginOf('https://api.sandbox.ebay.com')).toBe('https://apiz.sandbox.ebay.com');
    expect(identityOriginOf('http://127.0.0.1:4567')).toBe('http://127.0.0.1:4567');
  });
});
