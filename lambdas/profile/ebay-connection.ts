import { randomBytes } from 'node:crypto';
import type { EbayConnectionView, EbayConsentStart } from '#domain/api-types.ts';
import { EBAY_STATE_TTL_SECONDS } from '#domain/ebay-connection.ts';
import { ebayServerTexts } from '#domain/messages.ts';
import { tokenContext } from '../lib/adapters/ebay/sealed-ebay-access';
import type { StoredEbayConnection } from '../lib/ports/ebay-connections';
import { badRequest } from '../lib/runtime/api-error';
import type { Services } from '../lib/runtime/services';

// Connect eBay (docs/product.md#ebay-connection, docs/architecture/security.md#ebay-tokens):
// a single-use state bound to the caller, eBay's consent, the code exchanged for tokens that
// are sealed before they are stored. What the browser ever gets is the view: no token.

type ConnectionServices = Pick<Services, 'ebayConnections' | 'oauthStates' | 'tokenCipher' | 'ebayApp'>;

function connectionView(connection: StoredEbayConnection | undefined): EbayConnectionView {
  if (!connection) return { status: 'none' };
  return {
    status: connection.status,
    ...(connection.ebayUser && { ebayUser: connection.ebayUser }),
    connectedAt: connection.connectedAt,
  };
}

export async function readConnection(
  services: Pick<Services, 'ebayConnections'>,
  userId: string,
): Promise<EbayConnectionView> {
  return connectionView(await services.ebayConnections.get(userId));
}

/** A fresh state for the caller, kept for EBAY_STATE_TTL_SECONDS, and eBay's consent page for it. */
export async function startConnection(
  services: Pick<Services, 'oauthStates' | 'ebayApp'>,
  userId: string,
  nowMs = Date.now(),
): Promise<EbayConsentStart> {
  const state = randomBytes(32).toString('base64url');
  // Asked first, so an app that is not set up keeps no state.
  const consentUrl = services.ebayApp.consentUrl(state);
  await services.oauthStates.create(state, userId, Math.floor(nowMs / 1000) + EBAY_STATE_TTL_SECONDS);
  return { consentUrl };
}

/**
 * The state must be the caller's, unused and unexpired (consumed here, so it never works
 * twice); then eBay's code becomes the connection. A refused code is the seller's to retry.
 */
export async function finishConnection(
  services: ConnectionServices,
  userId: string,
  consent: { code: string; state: string },
  nowMs = Date.now(),
): Promise<EbayConnectionView> {
  if (!(await services.oauthStates.consume(consent.state, userId, Math.floor(nowMs / 1000)))) {
    throw badRequest(ebayServerTexts.badState);
  }
  const answer = await services.ebayApp.exchangeCode(consent.code);
  if (answer.kind === 'refused') throw badRequest(ebayServerTexts.refusedCode);
  const { grant } = answer;
  const identity = await services.ebayApp.identify(grant.accessToken);
  const connection: StoredEbayConnection = {
    userId,
    ebayUser: identity.username,
    ebayUserId: identity.ebayUserId,
    sealedAccessToken: await services.tokenCipher.seal(
      grant.accessToken,
      tokenContext(userId, 'ebay-access'),
    ),
    accessExpiresAt: grant.accessExpiresAt,
    sealedRefreshToken: await services.tokenCipher.seal(
      grant.refreshToken,
      tokenContext(userId, 'ebay-refresh'),
    ),
    refreshExpiresAt: grant.refreshExpiresAt,
    status: 'connected',
    connectedAt: new Date(nowMs).toISOString(),
  };
  await services.ebayConnections.put(connection);
  return connectionView(connection);
}
