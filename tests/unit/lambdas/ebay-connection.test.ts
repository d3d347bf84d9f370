import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EBAY_STATE_TTL_SECONDS, EBAY_UNAVAILABLE } from '#domain/ebay-connection.ts';
import { ebayServerTexts } from '#domain/messages.ts';
import { LocalKeyTokenCipher } from '#lambdas/lib/adapters/ebay/local-key-token-cipher.ts';
import { tokenContext } from '#lambdas/lib/adapters/ebay/sealed-ebay-access.ts';
import type { EbayApp } from '#lambdas/lib/ports/ebay-app.ts';
import { ServiceUnavailableError } from '#lambdas/lib/ports/service-unavailable.ts';
import { replaceServices, resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler } from '#lambdas/profile/handler.ts';
import { useInMemoryServices, type InMemoryServices } from '#tests/support/in-memory/in-memory-services.ts';
import { accessClaims, fixtureEvent, fixtureUser, invoke, otherUser } from './lambda-test-kit';

// Connect eBay through the profile function (docs/product.md#ebay-connection), on in-memory
// ports and a fake eBay app; the real OAuth against the stand-in is in
// tests/integration/ebay-connection.test.ts.

let services: InMemoryServices;
const cipher = new LocalKeyTokenCipher(randomBytes(32).toString('base64'));
let consentStates: string[];
let codeAnswer: Awaited<ReturnType<EbayApp['exchangeCode']>>;

const ebayApp: EbayApp = {
  consentUrl: (state) => {
    consentStates.push(state);
    return `https://auth.example/oauth2/authorize?state=${state}`;
  },
  exchangeCode: async () => codeAnswer,
  refresh: async () => ({ kind: 'refused', error: 'invalid_grant' }),
  identify: async () => ({ ebayUserId: 'ebay-id-1', username: 'seller-1' }),
};

const getConnection = () => invoke(handler, fixtureEvent('profile-ebay-get'));
const start = () => invoke(handler, fixtureEvent('profile-ebay-start'));
const finish = (body: unknown, claims?: Record<string, string>) =>
  invoke(handler, fixtureEvent('profile-ebay-finish', { body, ...(claims && { claims }) }));
const disconnect = () => invoke(handler, fixtureEvent('profile-ebay-disconnect'));

async function startedState(): Promise<string> {
  const reply = await start();
  expect(reply.status).toBe(200);
  return new URL(reply.body.consentUrl).searchParams.get('state')!;
}

beforeEach(() => {
  services = useInMemoryServices();
  replaceServices({ ebayApp, tokenCipher: cipher });
  consentStates = [];
  codeAnswer = {
    kind: 'granted',
    grant: {
      accessToken: 'ACCESS-TOKEN',
      accessExpiresAt: Date.now() + 7_200_000,
      refreshToken: 'REFRESH-TOKEN',
      refreshExpiresAt: Date.now() + 47_304_000_000,
    },
  };
});
afterEach(() => resetServices());

describe('GET /api/ebay/connection', () => {
  it('is "none" for a seller who never connected', async () => {
    const reply = await getConnection();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'none' });
  });
});

describe('POST /api/ebay/connection', () => {
  it("answers eBay's consent page for a fresh state bound to the caller", async () => {
    const reply = await start();
    expect(reply.body).toEqual({
      consentUrl: expect.stringContaining('https://auth.example/oauth2/authorize?state='),
    });
    const [state] = consentStates;
    expect(state).toMatch(/^[\w-]{43}$/);
    const create = services.calls.find((c) => c.call === 'oauthStates.create')!;
    expect(create.args.slice(0, 2)).toEqual([state, fixtureUser.sub]);
    const expiresAt = create.args[2] as number;
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(EBAY_STATE_TTL_SECONDS - 5);
    expect(expiresAt - Date.now() / 1000).toBeLessThanOrEqual(EBAY_STATE_TTL_SECONDS);
  });

  it('makes a different state each time', async () => {
    expect(await startedState()).not.toBe(await startedState());
  });
});

describe('PUT /api/ebay/connection', () => {
  it("connects with the caller's state, keeps both tokens sealed, and answers no token", async () => {
    const state = await startedState();
    const reply = await finish({ code: 'code-1', state });

    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: 'connected',
      ebayUser: 'seller-1',
      connectedAt: expect.any(String),
    });
    expect(JSON.stringify(reply.body)).not.toMatch(/TOKEN/);
    const stored = (await services.ebayConnections.get(fixtureUser.sub))!;
    expect(stored).toMatchObject({ ebayUser: 'seller-1', ebayUserId: 'ebay-id-1' });
    expect(services.ebayConnections.hasLookup('ebay-id-1')).toBe(true);
    expect(JSON.stringify(stored)).not.toMatch(/ACCESS-TOKEN|REFRESH-TOKEN/);
    expect(await cipher.open(stored.sealedRefreshToken, tokenContext(fixtureUser.sub, 'ebay-refresh'))).toBe(
      'REFRESH-TOKEN',
    );
    expect((await getConnection()).body).toEqual({
      status: 'connected',
      ebayUser: 'seller-1',
      connectedAt: stored.connectedAt,
    });
  });

  it('refuses a state used once already, with a clear 400', async () => {
    const state = await startedState();
    await finish({ code: 'code-1', state });
    const replay = await finish({ code: 'code-1', state });
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe(ebayServerTexts.badState);
  });

  it("refuses another user's state and leaves it unused", async () => {
    const state = await startedState();
    const reply = await finish({ code: 'code-1', state }, accessClaims(otherUser.sub));
    expect(reply.status).toBe(400);
    expect(await services.ebayConnections.get(otherUser.sub)).toBeUndefined();
    expect((await finish({ code: 'code-1', state })).status).toBe(200);
  });

  it('refuses a state past its 10 minutes', async () => {
    await services.oauthStates.create('old-state', fixtureUser.sub, Math.floor(Date.now() / 1000) - 1);
    const reply = await finish({ code: 'code-1', state: 'old-state' });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(ebayServerTexts.badState);
  });

  it('says to start again when eBay refuses the code, and stores nothing', async () => {
    codeAnswer = { kind: 'refused', error: 'invalid_grant' };
    const reply = await finish({ code: 'spent', state: await startedState() });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(ebayServerTexts.refusedCode);
    expect(await services.ebayConnections.get(fixtureUser.sub)).toBeUndefined();
  });

  it('refuses a body without a state', async () => {
    expect((await finish({ code: 'code-1' })).status).toBe(400);
  });

  it('stores nothing when eBay does not say who the seller is: a 503 to try again', async () => {
    replaceServices({
      ebayApp: {
        ...ebayApp,
        identify: async () => {
          throw new ServiceUnavailableError('eBay', EBAY_UNAVAILABLE);
        },
      },
    });
    const reply = await finish({ code: 'code-1', state: await startedState() });
    expect(reply.status).toBe(503);
    expect(reply.body.error.message).toBe(EBAY_UNAVAILABLE);
    expect(await services.ebayConnections.get(fixtureUser.sub)).toBeUndefined();
  });
});

describe('DELETE /api/ebay/connection', () => {
  it('deletes the tokens: the connection is "none" again', async () => {
    await finish({ code: 'code-1', state: await startedState() });
    const reply = await disconnect();
    expect(reply.status).toBe(204);
    expect(await services.ebayConnections.get(fixtureUser.sub)).toBeUndefined();
    expect(services.ebayConnections.hasLookup('ebay-id-1')).toBe(false);
    expect((await getConnection()).body).toEqual({ status: 'none' });
  });
});
