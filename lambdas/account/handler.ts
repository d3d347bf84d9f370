import { callerFrom } from '../lib/caller';
import { noContent, withApiHandler } from '../lib/http';
import { unknownRoute } from '../lib/routing';
import { services } from '../lib/services';
import { eraseAccount } from './erase-account';

/** Erasure of the caller's account and everything in it (DESIGN.md section 3). */
export const handler = withApiHandler(async (event) => {
  const caller = callerFrom(event);
  switch (event.routeKey) {
    case 'DELETE /api/account':
      await eraseAccount(services, caller);
      return noContent();

    default:
      return unknownRoute(event);
  }
});
