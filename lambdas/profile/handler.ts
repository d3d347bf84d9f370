import { signedInCaller } from '../lib/runtime/caller';
import { callerBoundary } from '../lib/runtime/factories/caller-boundary';
import { makeEbayApp } from '../lib/runtime/factories/make-ebay-app';
import { makeEbayConnections } from '../lib/runtime/factories/make-ebay-connections';
import { makeOAuthStates } from '../lib/runtime/factories/make-oauth-states';
import { makeProfilesRepository } from '../lib/runtime/factories/make-profiles-repository';
import { makeTokenCipher } from '../lib/runtime/factories/make-token-cipher';
import { json, noContent, parseBody, withApiHandler } from '../lib/runtime/http';
import { routeTo } from '../lib/runtime/routing';
import { defineServices } from '../lib/runtime/services';
import { ebayConsentReturnBody } from './ebay-connection-body';
import { finishConnection, readConnection, startConnection } from './ebay-connection';
import { profileChangeBody } from './profile-body';
import { toProfileView } from './profile-view';

const services = defineServices({
  ...callerBoundary,
  profiles: makeProfilesRepository,
  ebayConnections: makeEbayConnections,
  oauthStates: makeOAuthStates,
  tokenCipher: makeTokenCipher,
  ebayApp: makeEbayApp,
});

/**
 * The caller's profile (docs/product.md#data): country and allow_collection; and their eBay
 * connection (docs/product.md#ebay-connection), kept beside the profile.
 */
export const handler = withApiHandler<'profile'>(async (event) => {
  const caller = await signedInCaller(event, services);
  return routeTo(event, {
    getProfile: async () => json(200, toProfileView(await services.profiles.get(caller.userId))),

    updateProfile: async () => {
      const change = parseBody(event, profileChangeBody);
      const now = new Date().toISOString();
      return json(200, toProfileView(await services.profiles.update(caller.userId, change, now)));
    },

    getEbayConnection: async () => json(200, await readConnection(services, caller.userId)),

    startEbayConnection: async () => json(200, await startConnection(services, caller.userId)),

    finishEbayConnection: async () => {
      const consent = parseBody(event, ebayConsentReturnBody);
      return json(200, await finishConnection(services, caller.userId, consent));
    },

    disconnectEbay: async () => {
      await services.ebayConnections.remove(caller.userId);
      return noContent();
    },
  });
});
