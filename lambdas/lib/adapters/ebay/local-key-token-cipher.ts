import { randomBytes } from 'node:crypto';
import type { TokenCipher } from '../../ports/token-cipher';
import { contextBytes, decodeSealed, decryptWith, encodeSealed, encryptWith } from './envelope';

// The local home's key holder: there is no KMS emulator among the twin's emulators, so the
// key-encryption key is 32 bytes from configuration, and each data key is wrapped with it by
// AES-256-GCM (the same envelope as in the cloud, so the store and its tests are the same).

export class LocalKeyTokenCipher implements TokenCipher {
  private readonly key: Buffer;

  constructor(keyBase64: string) {
    this.key = Buffer.from(keyBase64, 'base64');
    if (this.key.length !== 32) throw new Error('the local token key must be 32 bytes, base64');
  }

  async seal(plaintext: string, context: Record<string, string>): Promise<string> {
    const dataKey = randomBytes(32);
    const aad = contextBytes(context);
    const wrapped = encryptWith(this.key, dataKey, aad);
    const wrappedKey = Buffer.concat([wrapped.iv, wrapped.tag, wrapped.ciphertext]);
    return encodeSealed({ wrappedKey, ...encryptWith(dataKey, Buffer.from(plaintext, 'utf8'), aad) });
  }

  async open(sealed: string, context: Record<string, string>): Promise<string> {
    const parts = decodeSealed(sealed);
    const aad = contextBytes(context);
    const wrapped = parts.wrappedKey;
    const dataKey = decryptWith(
      this.key,
      { iv: wrapped.subarray(0, 12), tag: wrapped.subarray(12, 28), ciphertext: wrapped.subarray(28) },
      aad,
    );
    return decryptWith(dataKey, parts, aad).toString('utf8');
  }
}
