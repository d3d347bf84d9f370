import { createPublicKey, verify } from 'node:crypto';
import type { NotificationPublicKey } from '../lib/ports/ebay-notification-keys';

// eBay's signature on a notification (docs/architecture/security.md#ebay-tokens): the
// X-EBAY-SIGNATURE header is base64 of JSON `{alg, kid, signature, digest}`; `signature` is
// base64 of an ECDSA signature (DER) with SHA-1 over the message, verified with the public key
// the Notification API gives for `kid`. eBay's account-deletion page
// (https://developer.ebay.com/marketplace-account-deletion, read 2026-12-03) leaves the
// details to its SDKs; these are from github.com/eBay/event-notification-nodejs-sdk
// (lib/validator.js: `crypto.createVerify('ssl3-sha1')`, base64 signature) and
// github.com/eBay/event-notification-java-sdk (SignatureValidator: `<digest>with<algorithm>`
// from the key's answer, `SHA1withECDSA`), read 2026-12-03.

/** The one algorithm and digest eBay signs with today; anything else is refused, not guessed. */
const ALGORITHM = 'ecdsa';
const DIGEST = 'sha1';

export interface SignatureHeader {
  kid: string;
  signature: Buffer;
}

/** The header's parts, or why it is not one eBay sends. */
export function parseSignatureHeader(header: string | undefined): SignatureHeader | { problem: string } {
  if (!header) return { problem: 'no X-EBAY-SIGNATURE header' };
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(header.trim())) return { problem: 'the header is not base64' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(header.trim(), 'base64').toString('utf8'));
  } catch {
    return { problem: 'the header is not base64 of JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { problem: 'the header is not a JSON object' };
  const { alg, kid, signature, digest } = parsed as Record<string, unknown>;
  if (typeof kid !== 'string' || kid === '') return { problem: 'the header names no kid' };
  if (typeof signature !== 'string' || signature === '')
    return { problem: 'the header carries no signature' };
  if (typeof alg === 'string' && alg.toLowerCase() !== ALGORITHM) return { problem: `unknown alg ${alg}` };
  if (typeof digest === 'string' && digest.toLowerCase() !== DIGEST) {
    return { problem: `unknown digest ${digest}` };
  }
  return { kid, signature: Buffer.from(signature, 'base64') };
}

/**
 * Whether `signature` is the key's over the body. eBay's SDKs verify the message as their JSON
 * library writes it again; the raw body is tried first, then its compact form, so a body eBay
 * sent with spacing still verifies, and a changed value never does.
 */
export function isSignedBy(key: NotificationPublicKey, rawBody: string, signature: Buffer): boolean {
  if (key.algorithm.toLowerCase() !== ALGORITHM || key.digest.toLowerCase() !== DIGEST) return false;
  const publicKey = publicKeyOf(key.key);
  if (!publicKey) return false;
  const verifies = (message: string) =>
    verify(DIGEST, Buffer.from(message, 'utf8'), { key: publicKey, dsaEncoding: 'der' }, signature);
  if (verifies(rawBody)) return true;
  const compact = compactJson(rawBody);
  return compact !== undefined && compact !== rawBody && verifies(compact);
}

/** eBay's PEM arrives with its lines run together: the base64 between the markers is the key. */
function publicKeyOf(pem: string) {
  const base64 = /-----BEGIN PUBLIC KEY-----([A-Za-z0-9+/=\s]+)-----END PUBLIC KEY-----/.exec(pem)?.[1];
  if (!base64) return undefined;
  try {
    return createPublicKey({
      key: Buffer.from(base64.replace(/\s/g, ''), 'base64'),
      format: 'der',
      type: 'spki',
    });
  } catch {
    return undefined;
  }
}

function compactJson(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return undefined;
  }
}
