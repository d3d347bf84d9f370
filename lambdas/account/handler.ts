import { signedInCaller } from '../lib/caller';
import { callerBoundary } from '../lib/factories/caller-boundary';
import { makeListingsRepository } from '../lib/factories/listings-repository';
import { makePhotoStore } from '../lib/factories/photo-store';
import { makeProfilesRepository } from '../lib/factories/profiles-repository';
import { makeUserDirectory } from '../lib/factories/user-directory';
import { noContent, withApiHandler } from '../lib/http';
import { routeTo } from '../lib/routing';
import { defineServices } from '../lib/services';
import { eraseAccount } from './erase-account';

const services = defineServices({
  ...callerBoundary,
  listings: makeListingsRepository,
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
