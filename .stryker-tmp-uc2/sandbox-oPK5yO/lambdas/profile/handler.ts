// @ts-nocheck
import { signedInCaller } from '../lib/runtime/caller';
import { callerBoundary } from '../lib/runtime/factories/caller-boundary';
import { makeProfilesRepository } from '../lib/runtime/factories/make-profiles-repository';
import { json, parseBody, withApiHandler } from '../lib/runtime/http';
import { routeTo } from '../lib/runtime/routing';
import { defineServices } from '../lib/runtime/services';
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
