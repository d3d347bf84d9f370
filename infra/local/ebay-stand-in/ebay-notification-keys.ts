import { createHash, generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';

// The stand-in's side of eBay's signed notifications (docs/architecture/twin.md#the-ebay-stand-in):
// an ECDSA P-256 key pair made at start, served by the Notification API's getPublicKey
// (contracts/ebay/commerce_notification_v1_oas3.json) as eBay serves its keys (PEM on one
// line, `algorithm` ECDSA, `digest` SHA1), and the X-EBAY-SIGNATURE header eBay puts on each
// notification: base64 of JSON `{alg, kid, signature, digest}`, the signature ECDSA with SHA-1
// over the body, DER, base64. The format is eBay's own SDKs' (github.com/eBay/event-notification-nodejs-sdk,
// lib/validator.js and lib/constants.js, read 2026-12-03); eBay's account-deletion page
// (https://developer.ebay.com/marketplace-account-deletion) sends readers to those SDKs.

export interface NotificationKey {
  kid: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
}

export function makeNotificationKey(kid: string = randomUUID()): NotificationKey {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return { kid, publicKey, privateKey };
}

/** getPublicKey's answer for a key, as eBay gives it: the PEM's lines run together. */
export function publicKeyAnswer(key: NotificationKey): { algorithm: string; digest: string; key: string } {
  const pem = key.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return { algorithm: 'ECDSA', digest: 'SHA1', key: pem.replace(/\n/g, '') };
}

/** The X-EBAY-SIGNATURE header for this body, signed with this key under this `kid`. */
export function signatureHeader(body: string, key: Pick<NotificationKey, 'kid' | 'privateKey'>): string {
  const signature = sign('sha1', Buffer.from(body, 'utf8'), { key: key.privateKey, dsaEncoding: 'der' });
  const header = { alg: 'ecdsa', kid: key.kid, signature: signature.toString('base64'), digest: 'SHA1' };
  return Buffer.from(JSON.stringify(header), 'utf8').toString('base64');
}

/**
 * A MARKETPLACE_ACCOUNT_DELETION notification for one eBay user, shaped as eBay's AsyncAPI
 * contract for it (https://developer.ebay.com/api-docs/master/commerce/notification/asyncapi/marketplace_account_deletion.yaml,
 * read 2026-12-03).
 */
export function accountDeletionBody(user: { userId: string; username: string }, at = new Date()): string {
  const eiasToken = createHash('sha256').update(user.userId).digest('base64').slice(0, 40);
  return JSON.stringify({
    metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
    notification: {
      notificationId: randomUUID(),
      eventDate: at.toISOString(),
      publishDate: at.toISOString(),
      publishAttemptCount: 1,
      data: { username: user.username, userId: user.userId, eiasToken },
    },
  });
}

/** The stand-in's immutable eBay user id for a user name (stable, so a test can predict it). */
export function ebayUserIdOf(username: string): string {
  return `twin-${createHash('sha256').update(username).digest('hex').slice(0, 12)}`;
}
