import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// The data-key half of envelope encryption, shared by both key adapters: AES-256-GCM under a
// one-time data key, the context as additional authenticated data, so tampering or a context
// of another user fails the tag check.

export interface Sealed {
  /** The data key as the key holder wrapped it (KMS ciphertext blob, or the local wrap). */
  wrappedKey: Buffer;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

export function contextBytes(context: Record<string, string>): Buffer {
  const sorted = Object.keys(context)
    .sort()
    .map((key) => [key, context[key]]);
  return Buffer.from(JSON.stringify(sorted));
}

export function encryptWith(dataKey: Buffer, plaintext: Buffer, aad: Buffer): Omit<Sealed, 'wrappedKey'> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(aad);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), ciphertext };
}

export function decryptWith(dataKey: Buffer, sealed: Omit<Sealed, 'wrappedKey'>, aad: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', dataKey, sealed.iv);
  decipher.setAAD(aad);
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
}

/** `v1.<wrappedKey>.<iv>.<tag>.<ciphertext>`, base64url: one string attribute in the table. */
export function encodeSealed(sealed: Sealed): string {
  return ['v1', sealed.wrappedKey, sealed.iv, sealed.tag, sealed.ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decodeSealed(text: string): Sealed {
  const [version, wrappedKey, iv, tag, ciphertext] = text.split('.');
  if (version !== 'v1' || !wrappedKey || !iv || !tag || ciphertext === undefined) {
    throw new Error('not a sealed token');
  }
  const bytes = (part: string) => Buffer.from(part, 'base64url');
  return { wrappedKey: bytes(wrappedKey), iv: bytes(iv), tag: bytes(tag), ciphertext: bytes(ciphertext) };
}
