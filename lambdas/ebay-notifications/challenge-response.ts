import { createHash } from 'node:crypto';

/**
 * eBay's check of the account-deletion endpoint: the hex SHA-256 of the challenge code, the
 * verification token and the endpoint's URL, in that order (eBay's page
 * https://developer.ebay.com/marketplace-account-deletion, "Endpoint validation", and its SDK
 * github.com/eBay/event-notification-nodejs-sdk lib/validator.js, read 2026-12-03). The URL is
 * the one registered with eBay, exactly: a trailing slash or another host changes the hash.
 */
export function challengeResponse(
  challengeCode: string,
  verificationToken: string,
  endpoint: string,
): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}
