import { config } from '../lib/runtime/config';
import { makeEbayConnections } from '../lib/runtime/factories/make-ebay-connections';
import { makeEbayNotificationKeys } from '../lib/runtime/factories/make-ebay-notification-keys';
import { json, noContent, withApiHandler, type ApiEvent } from '../lib/runtime/http';
import { routeTo } from '../lib/runtime/routing';
import { defineServices } from '../lib/runtime/services';
import { acceptDeletionNotification, answerChallenge } from './account-deletion';

const services = defineServices({
  ebayConnections: makeEbayConnections,
  ebayNotificationKeys: makeEbayNotificationKeys,
});

/**
 * eBay's account-deletion notification (docs/architecture/security.md#ebay-tokens): public
 * routes, no user's token; eBay's signature is the only credential.
 */
export const handler = withApiHandler<'ebay-notifications'>(async (event) =>
  routeTo(event, {
    ebayDeletionChallenge: async () =>
      json(200, answerChallenge(config.ebayDeletionEndpoint(), event.queryStringParameters?.challenge_code)),

    ebayAccountDeletion: async () => {
      await acceptDeletionNotification(services, rawBodyOf(event), headerOf(event, 'x-ebay-signature'));
      return noContent();
    },
  }),
);

/** The body as eBay sent it: the signature is over these bytes. */
function rawBodyOf(event: ApiEvent<'ebay-notifications'>): string {
  const body = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
}

/** A request header; API Gateway lower-cases their names, a hand-made event may not. */
function headerOf(event: ApiEvent<'ebay-notifications'>, name: string): string | undefined {
  const headers = event.headers ?? {};
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? undefined : headers[found];
}
