import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptDeletionNotification, answerChallenge } from '#lambdas/ebay-notifications/account-deletion.ts';
import { challengeResponse } from '#lambdas/ebay-notifications/challenge-response.ts';
import { accountDeletionBody, MAX_NOTIFICATION_BYTES } from '#lambdas/ebay-notifications/deletion-body.ts';
import { isSignedBy, parseSignatureHeader } from '#lambdas/ebay-notifications/notification-signature.ts';
import type { NotificationPublicKey } from '#lambdas/lib/ports/ebay-notification-keys.ts';
import { ApiError } from '#lambdas/lib/runtime/api-error.ts';
import { logger } from '#lambdas/lib/runtime/logger.ts';
import { InMemoryEbayConnections } from '#tests/support/in-memory/in-memory-ebay-connections.ts';

// eBay's account-deletion notification (docs/architecture/security.md#ebay-tokens): the
// endpoint check, the X-EBAY-SIGNATURE header, the body, and what a notification deletes. The
// same against the stand-in and the tables: tests/integration/ebay-account-deletion.test.ts.

const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

function ebayKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  // As getPublicKey answers it: the PEM's lines run together.
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString().replace(/\n/g, '');
  const answer: NotificationPublicKey = { algorithm: 'ECDSA', digest: 'SHA1', key: pem };
  const signed = (body: string, kid = 'kid-1') =>
    base64({
      alg: 'ecdsa',
      kid,
      signature: sign('sha1', Buffer.from(body), { key: privateKey, dsaEncoding: 'der' }).toString('base64'),
      digest: 'SHA1',
    });
  return { answer, signed };
}

const notification = (userId = 'ebay-user-1') =>
  JSON.stringify({
    metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
    notification: {
      notificationId: 'n-1',
      eventDate: '2026-12-03T06:00:00.000Z',
      publishDate: '2026-12-03T06:00:00.100Z',
      publishAttemptCount: 1,
      data: {
        username: 'seller_one',
        userId,
        eiasToken: 'nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6wJnY+gAZGEpwmdj6x9nY+seQ==',
      },
    },
  });

describe("eBay's endpoint check", () => {
  it('answers the hex SHA-256 of challenge code, verification token and endpoint, in that order', () => {
    const code = 'a8628072-3d33-45ee-9004-bee86830a22d';
    const token = 'verification-token-of-32-characters-or-more';
    const endpoint = 'https://snap.example/api/ebay/account-deletion';
    const expected = createHash('sha256').update(`${code}${token}${endpoint}`).digest('hex');
    expect(challengeResponse(code, token, endpoint)).toBe(expected);
    expect(answerChallenge({ verificationToken: token, endpoint }, code)).toEqual({
      challengeResponse: expected,
    });
  });

  it('changes with the endpoint: the URL must be the one entered in eBay’s portal, exactly', () => {
    expect(challengeResponse('c', 't', 'https://a.example/x')).not.toBe(
      challengeResponse('c', 't', 'https://a.example/x/'),
    );
  });

  it('is a 503 where the endpoint is not set up, and a 400 without a challenge code', () => {
    expect(() => answerChallenge(undefined, 'c')).toThrow(expect.objectContaining({ status: 503 }));
    expect(() =>
      answerChallenge({ verificationToken: 't', endpoint: 'https://a.example' }, undefined),
    ).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('the X-EBAY-SIGNATURE header', () => {
  const header = { alg: 'ecdsa', kid: 'kid-1', signature: 'c2lnbmF0dXJl', digest: 'SHA1' };

  it('gives the key id and the signature bytes of a header eBay sends', () => {
    expect(parseSignatureHeader(base64(header))).toEqual({
      kid: 'kid-1',
      signature: Buffer.from('signature'),
    });
  });

  it.each([
    ['no header', undefined, 'no X-EBAY-SIGNATURE header'],
    ['bad base64', '%%%not-base64%%%', 'the header is not base64'],
    ['base64 of no JSON', Buffer.from('{not json').toString('base64'), 'the header is not base64 of JSON'],
    ['no kid', base64({ ...header, kid: undefined }), 'the header names no kid'],
    ['an empty kid', base64({ ...header, kid: '' }), 'the header names no kid'],
    ['no signature', base64({ ...header, signature: undefined }), 'the header carries no signature'],
    ['a wrong alg', base64({ ...header, alg: 'rsa' }), 'unknown alg rsa'],
    ['a wrong digest', base64({ ...header, digest: 'MD5' }), 'unknown digest MD5'],
  ])('refuses %s', (_name, value, problem) => {
    expect(parseSignatureHeader(value)).toEqual({ problem });
  });
});

describe("the signature over the body, with eBay's key", () => {
  const { answer, signed } = ebayKey();
  const body = notification();
  const signatureOf = (header: string) => (parseSignatureHeader(header) as { signature: Buffer }).signature;

  it('verifies the body eBay signed', () => {
    expect(isSignedBy(answer, body, signatureOf(signed(body)))).toBe(true);
  });

  it('verifies it sent with spacing, as eBay’s SDKs verify the compact form', () => {
    const spaced = JSON.stringify(JSON.parse(body), null, 2);
    expect(isSignedBy(answer, spaced, signatureOf(signed(body)))).toBe(true);
  });

  it('refuses a body with one byte changed', () => {
    const changed = body.replace('ebay-user-1', 'ebay-user-2');
    expect(isSignedBy(answer, changed, signatureOf(signed(body)))).toBe(false);
  });

  it('refuses a signature made with another key', () => {
    expect(isSignedBy(answer, body, signatureOf(ebayKey().signed(body)))).toBe(false);
  });

  it('refuses a key eBay gives for another algorithm or digest, or one that is no key', () => {
    const signature = signatureOf(signed(body));
    expect(isSignedBy({ ...answer, algorithm: 'RSA' }, body, signature)).toBe(false);
    expect(isSignedBy({ ...answer, digest: 'SHA256' }, body, signature)).toBe(false);
    expect(isSignedBy({ ...answer, key: 'not a key' }, body, signature)).toBe(false);
  });
});

describe('the notification body', () => {
  it('takes eBay’s MARKETPLACE_ACCOUNT_DELETION with its user id, and lets other fields through', () => {
    const parsed = accountDeletionBody.parse(JSON.parse(notification()));
    expect(parsed.notification.data).toEqual({ userId: 'ebay-user-1', username: 'seller_one' });
  });

  it.each([
    ['another topic', { metadata: { topic: 'ITEM_SOLD' }, notification: { data: { userId: 'u' } } }],
    ['no user id', { metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' }, notification: { data: {} } }],
    [
      'an empty user id',
      { metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' }, notification: { data: { userId: '' } } },
    ],
    ['no notification', { metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' } }],
  ])('refuses %s', (_name, value) => {
    expect(accountDeletionBody.safeParse(value).success).toBe(false);
  });
});

describe('a deletion notification', () => {
  const connection = (userId: string, ebayUserId: string) => ({
    userId,
    ebayUser: 'seller_one',
    ebayUserId,
    sealedAccessToken: 'sealed-access',
    accessExpiresAt: 1,
    sealedRefreshToken: 'sealed-refresh',
    refreshExpiresAt: 2,
    status: 'connected' as const,
    connectedAt: '2026-12-03T06:00:00.000Z',
  });

  function world() {
    const { answer, signed } = ebayKey();
    const ebayConnections = new InMemoryEbayConnections();
    const services = {
      ebayConnections,
      ebayNotificationKeys: { publicKey: async (kid: string) => (kid === 'kid-1' ? answer : undefined) },
    };
    return { services, ebayConnections, signed };
  }

  it("deletes the eBay user's connection and lookup when eBay signed it", async () => {
    const { services, ebayConnections, signed } = world();
    await ebayConnections.put(connection('user-a', 'ebay-user-1'));
    await ebayConnections.put(connection('user-b', 'ebay-user-2'));
    const body = notification('ebay-user-1');

    expect(await acceptDeletionNotification(services, body, signed(body))).toEqual({ deleted: true });
    expect(await ebayConnections.get('user-a')).toBeUndefined();
    expect(ebayConnections.hasLookup('ebay-user-1')).toBe(false);
    expect(await ebayConnections.get('user-b')).toBeDefined();
  });

  it('accepts one for an eBay user the product does not know, and again when eBay resends', async () => {
    const { services, signed } = world();
    const body = notification('stranger');
    expect(await acceptDeletionNotification(services, body, signed(body))).toEqual({ deleted: false });
    expect(await acceptDeletionNotification(services, body, signed(body))).toEqual({ deleted: false });
  });

  type Signer = (body: string, kid?: string) => string;
  const refusals: [string, (signed: Signer, body: string) => { body: string; header?: string }][] = [
    ['a changed body', (signed, body) => ({ body: body.replace('n-1', 'n-2'), header: signed(body) })],
    ['no signature', (_signed, body) => ({ body })],
    ['an unknown key id', (signed, body) => ({ body, header: signed(body, 'kid-9') })],
  ];

  it.each(refusals)('refuses %s with a 412 and changes nothing', async (_name, make) => {
    const { services, ebayConnections, signed } = world();
    await ebayConnections.put(connection('user-a', 'ebay-user-1'));
    const { body, header } = make(signed, notification('ebay-user-1'));

    const refused = await acceptDeletionNotification(services, body, header).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 412 });
    expect(await ebayConnections.get('user-a')).toBeDefined();
    expect(ebayConnections.hasLookup('ebay-user-1')).toBe(true);
  });

  it('refuses a body past the size cap before anything else', async () => {
    const { services, signed } = world();
    const body = `${notification()}${' '.repeat(MAX_NOTIFICATION_BYTES)}`;
    await expect(acceptDeletionNotification(services, body, signed(body))).rejects.toMatchObject({
      status: 413,
    });
  });

  it('refuses a signed body that is no account deletion with a 400', async () => {
    const { services, signed } = world();
    const body = JSON.stringify({ metadata: { topic: 'OTHER' }, notification: { data: { userId: 'u' } } });
    await expect(acceptDeletionNotification(services, body, signed(body))).rejects.toMatchObject({
      status: 400,
    });
  });
});

// What eBay and the operator read: each refusal's status, code and words, and the one log line
// each outcome leaves (eBay's user id and the notification's, never the product's user).
describe('what eBay and the log are told', () => {
  afterEach(() => vi.restoreAllMocks());

  function world() {
    const { answer, signed } = ebayKey();
    const ebayConnections = new InMemoryEbayConnections();
    const services = {
      ebayConnections,
      ebayNotificationKeys: { publicKey: async (kid: string) => (kid === 'kid-1' ? answer : undefined) },
    };
    return { services, ebayConnections, signed, answer };
  }
  const notSigned = {
    status: 412,
    code: 'precondition_failed',
    message: 'The notification is not signed by eBay.',
  };

  it('the endpoint check is refused in words where it is not set up, or has no challenge code', () => {
    expect(() => answerChallenge(undefined, 'c')).toThrow(
      expect.objectContaining({
        status: 503,
        code: 'service_unavailable',
        message: 'eBay notifications are not set up here.',
      }),
    );
    expect(() => answerChallenge({ verificationToken: 't', endpoint: 'https://a.example' }, '')).toThrow(
      expect.objectContaining({ status: 400, message: 'challenge_code is missing.' }),
    );
  });

  it.each([
    [
      'no signature',
      (_signed: (body: string, kid?: string) => string) => undefined,
      'no X-EBAY-SIGNATURE header',
    ],
    [
      'an unknown key id',
      (signed: (body: string, kid?: string) => string) => signed(notification(), 'kid-9'),
      'eBay has no key kid-9',
    ],
    [
      'a signature over another body',
      (signed: (body: string, kid?: string) => string) => signed(notification('ebay-user-2')),
      'the signature does not verify',
    ],
  ])('a notification with %s is answered 412, and the log says why', async (_name, header, reason) => {
    const { services, signed } = world();
    const warn = vi.spyOn(logger, 'warn');
    await expect(acceptDeletionNotification(services, notification(), header(signed))).rejects.toMatchObject(
      notSigned,
    );
    expect(warn).toHaveBeenCalledWith('ebay notification refused', { reason });
  });

  it('a deletion logs the notification and whether anything was deleted', async () => {
    const { services, signed } = world();
    const info = vi.spyOn(logger, 'info');
    const body = notification();
    await acceptDeletionNotification(services, body, signed(body));
    expect(info).toHaveBeenCalledWith('ebay account deletion', { notificationId: 'n-1', deleted: false });
  });

  it('a body of exactly the size cap is taken', async () => {
    const { services, signed } = world();
    const body = notification().padEnd(MAX_NOTIFICATION_BYTES, ' ');
    expect(await acceptDeletionNotification(services, body, signed(body))).toEqual({ deleted: false });
  });

  it('a body past the cap in bytes, though not in characters, is refused as too large', async () => {
    const { services, signed } = world();
    const body = notification().padEnd(MAX_NOTIFICATION_BYTES, '£');
    await expect(acceptDeletionNotification(services, body, signed(body))).rejects.toMatchObject({
      status: 413,
      message: 'The notification is too large.',
    });
  });

  it('a signed body that is not JSON is a 400 saying so', async () => {
    const { services, signed } = world();
    await expect(acceptDeletionNotification(services, 'not json', signed('not json'))).rejects.toMatchObject({
      status: 400,
      message: 'The notification is not JSON.',
    });
  });

  it('a signed body that is no account deletion is a 400 saying so', async () => {
    const { services, signed } = world();
    const body = JSON.stringify({ metadata: { topic: 'OTHER' } });
    await expect(acceptDeletionNotification(services, body, signed(body))).rejects.toMatchObject({
      status: 400,
      message: 'The notification is not an account deletion.',
    });
  });
});

describe('the X-EBAY-SIGNATURE header, at its edges', () => {
  const header = { alg: 'ecdsa', kid: 'kid-1', signature: 'c2lnbmF0dXJl', digest: 'SHA1' };
  const parsed = { kid: 'kid-1', signature: Buffer.from('signature') };

  it('takes the header with spaces or a line end around it', () => {
    expect(parseSignatureHeader(` ${base64(header)}\n`)).toEqual(parsed);
  });

  it('takes a header that names no alg and no digest (eBay’s ECDSA with SHA-1)', () => {
    expect(parseSignatureHeader(base64({ kid: 'kid-1', signature: 'c2lnbmF0dXJl' }))).toEqual(parsed);
  });

  it.each([
    ['text before the base64', `%${base64(header)}`, 'the header is not base64'],
    ['text after the base64', `${base64(header)}%`, 'the header is not base64'],
    ['base64 of JSON null', Buffer.from('null').toString('base64'), 'the header is not a JSON object'],
    ['base64 of a JSON number', Buffer.from('7').toString('base64'), 'the header is not a JSON object'],
    ['an empty signature', base64({ ...header, signature: '' }), 'the header carries no signature'],
  ])('refuses %s', (_name, value, problem) => {
    expect(parseSignatureHeader(value)).toEqual({ problem });
  });
});

describe("eBay's key and the body, at their edges", () => {
  const { answer, signed } = ebayKey();
  const signatureOf = (header: string) => (parseSignatureHeader(header) as { signature: Buffer }).signature;

  it('verifies with a key whose PEM keeps its line ends', () => {
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const body = notification();
    const signature = sign('sha1', Buffer.from(body), { key: privateKey, dsaEncoding: 'der' });
    expect(isSignedBy({ algorithm: 'ECDSA', digest: 'SHA1', key: pem }, body, signature)).toBe(true);
  });

  it('refuses a body that is not JSON and was not signed, without failing', () => {
    expect(isSignedBy(answer, 'not json', signatureOf(signed(notification())))).toBe(false);
  });
});
