import { ApiError, badRequest, payloadTooLarge } from '../lib/runtime/api-error';
import { logger } from '../lib/runtime/logger';
import type { Services } from '../lib/runtime/services';
import { challengeResponse } from './challenge-response';
import { accountDeletionBody, MAX_NOTIFICATION_BYTES } from './deletion-body';
import { isSignedBy, parseSignatureHeader } from './notification-signature';

// eBay's Marketplace Account Deletion notification (docs/architecture/security.md#ebay-tokens,
// https://developer.ebay.com/marketplace-account-deletion, read 2026-12-03): eBay checks the
// endpoint with a challenge, then sends each deletion signed. A notification is believed only
// when eBay's key verifies it; then what the product holds for that eBay user (the connection,
// its sealed tokens and the lookup) is deleted.

type DeletionServices = Pick<Services, 'ebayConnections' | 'ebayNotificationKeys'>;

/** 412, as eBay's SDKs answer a notification whose signature does not verify; nothing changed. */
const notEbays = (reason: string) => {
  logger.warn('ebay notification refused', { reason });
  return new ApiError(412, 'precondition_failed', 'The notification is not signed by eBay.');
};

/** The answer to eBay's endpoint check; 503 when the endpoint is not set up here. */
export function answerChallenge(
  settings: { verificationToken: string; endpoint: string } | undefined,
  challengeCode: string | undefined,
): { challengeResponse: string } {
  if (!settings) {
    throw new ApiError(503, 'service_unavailable', 'eBay notifications are not set up here.');
  }
  if (!challengeCode) throw badRequest('challenge_code is missing.');
  return {
    challengeResponse: challengeResponse(challengeCode, settings.verificationToken, settings.endpoint),
  };
}

/**
 * Verifies the notification with eBay's key for its `kid`, then deletes that eBay user's
 * connection and lookup. A notification for an eBay user the product does not know is
 * accepted and changes nothing (eBay sends every deletion to every app, and resends).
 */
export async function acceptDeletionNotification(
  services: DeletionServices,
  rawBody: string,
  signatureHeader: string | undefined,
): Promise<{ deleted: boolean }> {
  if (Buffer.byteLength(rawBody, 'utf8') > MAX_NOTIFICATION_BYTES) {
    throw payloadTooLarge('The notification is too large.');
  }
  const header = parseSignatureHeader(signatureHeader);
  if ('problem' in header) throw notEbays(header.problem);
  const key = await services.ebayNotificationKeys.publicKey(header.kid);
  if (!key) throw notEbays(`eBay has no key ${header.kid}`);
  if (!isSignedBy(key, rawBody, header.signature)) throw notEbays('the signature does not verify');

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw badRequest('The notification is not JSON.');
  }
  const parsed = accountDeletionBody.safeParse(json);
  if (!parsed.success) throw badRequest('The notification is not an account deletion.');
  const { userId } = parsed.data.notification.data;
  const deleted = await services.ebayConnections.removeByEbayUser(userId);
  // eBay's user id only: the product's user is not named in a log line about an erasure.
  logger.info('ebay account deletion', {
    notificationId: parsed.data.notification.notificationId,
    deleted,
  });
  return { deleted };
}
