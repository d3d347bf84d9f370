import { signedInCaller } from '../lib/caller';
import { callerBoundary } from '../lib/factories/caller-boundary';
import { makeProfilesRepository } from '../lib/factories/profiles-repository';
import { json, parseBody, withApiHandler } from '../lib/http';
import { routeTo } from '../lib/routing';
import { defineServices } from '../lib/services';
import { profileChangeBody } from './profile-body';
import { toProfileView } from './profile-view';

const services = defineServices({ ...callerBoundary, profiles: makeProfilesRepository });

/** The caller's profile (docs/product.md#data): country and allow_collection. */
export const handler = withApiHandler<'profile'>(async (event) => {
  const caller = await signedInCaller(event, services);
  return routeTo(event, {
    getProfile: async () => json(200, toProfileView(await services.profiles.get(caller.userId))),

    updateProfile: async () => {
      const change = parseBody(event, profileChangeBody);
      const now = new Date().toISOString();
      return json(200, toProfileView(await services.profiles.update(caller.userId, change, now)));
    },
  });
});
