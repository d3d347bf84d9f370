import type { Caller } from '../lib/caller';
import { logger } from '../lib/logger';
import type { Services } from '../lib/services';

/**
 * `DELETE /api/account`: the caller's listings (and guards), photos and profile, then the
 * Cognito user. The user goes last, so that if anything before fails the caller can still
 * sign in and try again; every step is idempotent, so a second call is harmless. Only
 * keys under the caller's own partition and folder are touched.
 */
export async function eraseAccount(
  services: Pick<Services, 'listings' | 'profiles' | 'photos' | 'users'>,
  caller: Caller,
): Promise<void> {
  const listings = await services.listings.removeAllOf(caller.userId);
  const photos = await services.photos.deletePrefix(`${caller.userId}/`);
  await services.profiles.remove(caller.userId);
  await services.users.deleteUser(caller.username);
  logger.info('account erased', { listingItems: listings, photos });
}
