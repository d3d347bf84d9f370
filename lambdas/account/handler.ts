import { signedInCaller } from '../lib/runtime/caller';
import { callerBoundary } from '../lib/runtime/factories/caller-boundary';
import { makeEbayConnections } from '../lib/runtime/factories/make-ebay-connections';
import { makeListingsRepository } from '../lib/runtime/factories/make-listings-repository';
import { makePhotoStore } from '../lib/runtime/factories/make-photo-store';
import { makeProfilesRepository } from '../lib/runtime/factories/make-profiles-repository';
import { makeUserDirectory } from '../lib/runtime/factories/make-user-directory';
import { noContent, withApiHandler } from '../lib/runtime/http';
import { routeTo } from '../lib/runtime/routing';
import { defineServices } from '../lib/runtime/services';
import { eraseAccount } from './erase-account';

const services = defineServices({
  ...callerBoundary,
  listings: makeListingsRepository,
  ebayConnections: makeEbayConnections,
  photos: makePhotoStore,
  profiles: makeProfilesRepository,
  users: makeUserDirectory,
});

/** Erasure of the caller's account and everything in it (docs/design.md#api). */
export const handler = withApiHandler<'account'>(async (event) => {
  const caller = await signedInCaller(event, services, { finishingErasure: true });
  return routeTo(event, {
    deleteAccount: async () => {
      await eraseAccount(services, caller);
      return noContent();
    },
  });
});
