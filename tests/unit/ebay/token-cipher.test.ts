import { randomBytes } from 'node:crypto';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { KmsTokenCipher } from '#lambdas/lib/adapters/ebay/kms-token-cipher.ts';
import { LocalKeyTokenCipher } from '#lambdas/lib/adapters/ebay/local-key-token-cipher.ts';
import type { TokenCipher } from '#lambdas/lib/ports/token-cipher.ts';

// Envelope encryption of the seller's eBay tokens: both key holders behave alike.

const refreshToken = 'v^1.1#i^1#r^1#refresh-token-of-seller-1';
const mine = { userId: 'user-1', purpose: 'ebay-tokens' };

/** A KMS double: data keys it made, unwrapped only with the same encryption context. */
function fakeKms(): KMSClient {
  const client = new KMSClient({ region: 'eu-west-2' });
  const made = new Map<string, { plaintext: Buffer; context: string }>();
  mockClient(client)
    .on(GenerateDataKeyCommand)
    .callsFake((input: { EncryptionContext?: Record<string, string> }) => {
      const plaintext = randomBytes(32);
      const blob = randomBytes(48);
      made.set(blob.toString('hex'), { plaintext, context: JSON.stringify(input.EncryptionContext) });
      return { Plaintext: Uint8Array.from(plaintext), CiphertextBlob: Uint8Array.from(blob) };
    })
    .on(DecryptCommand)
    .callsFake((input: { CiphertextBlob: Uint8Array; EncryptionContext?: Record<string, string> }) => {
      const key = made.get(Buffer.from(input.CiphertextBlob).toString('hex'));
      if (!key || key.context !== JSON.stringify(input.EncryptionContext)) {
        throw Object.assign(new Error('InvalidCiphertextException'), { name: 'InvalidCiphertextException' });
      }
      return { Plaintext: Uint8Array.from(key.plaintext) };
    });
  return client;
}

const ciphers: Array<[string, () => TokenCipher]> = [
  ['a key from configuration (local)', () => new LocalKeyTokenCipher(randomBytes(32).toString('base64'))],
  ['KMS (cloud)', () => new KmsTokenCipher(fakeKms(), 'alias/tokens')],
];

describe.each(ciphers)('sealing eBay tokens with %s', (_, make) => {
  it('opens what it sealed', async () => {
    const cipher = make();
    expect(await cipher.open(await cipher.seal(refreshToken, mine), mine)).toBe(refreshToken);
  });

  it('never stores the token in the clear, and seals the same token differently each time', async () => {
    const cipher = make();
    const first = await cipher.seal(refreshToken, mine);
    expect(first).not.toContain('refresh-token-of-seller-1');
    expect(await cipher.seal(refreshToken, mine)).not.toBe(first);
  });

  it('does not open a token moved to another user', async () => {
    const cipher = make();
    const sealed = await cipher.seal(refreshToken, mine);
    await expect(cipher.open(sealed, { ...mine, userId: 'user-2' })).rejects.toThrow();
  });

  it('does not open a tampered value', async () => {
    const cipher = make();
    const parts = (await cipher.seal(refreshToken, mine)).split('.');
    const body = Buffer.from(parts[4]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[4] = body.toString('base64url');
    await expect(cipher.open(parts.join('.'), mine)).rejects.toThrow();
  });

  it('does not open something that is not a sealed value', async () => {
    await expect(make().open('plain-text-token', mine)).rejects.toThrow('not a sealed token');
  });
});

describe('the local key', () => {
  it('must be 32 bytes', () => {
    expect(() => new LocalKeyTokenCipher(randomBytes(16).toString('base64'))).toThrow('32 bytes');
  });

  it('opens nothing sealed under another key', async () => {
    const sealed = await new LocalKeyTokenCipher(randomBytes(32).toString('base64')).seal(refreshToken, mine);
    await expect(
      new LocalKeyTokenCipher(randomBytes(32).toString('base64')).open(sealed, mine),
    ).rejects.toThrow();
  });
});

describe('KMS', () => {
  it('is asked for an AES-256 data key of the configured key, with the user as encryption context', async () => {
    const kms = fakeKms();
    const send = kms.send.bind(kms);
    const inputs: unknown[] = [];
    kms.send = ((command: { input: unknown }) => {
      inputs.push(command.input);
      return send(command as never);
    }) as typeof kms.send;
    await new KmsTokenCipher(kms, 'alias/tokens').seal(refreshToken, mine);
    expect(inputs).toEqual([{ KeyId: 'alias/tokens', KeySpec: 'AES_256', EncryptionContext: mine }]);
  });
});
