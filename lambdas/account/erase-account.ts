import { setTimeout as sleep } from 'node:timers/promises';
import { tokenLifetimes } from '../../domain/token-lifetimes';
import { rememberErasure, type Caller } from '../lib/runtime/caller';
import type { ListingsErasure } from '../lib/ports/listings-erasure';
import { config } from '../lib/runtime/config';
import { logger } from '../lib/runtime/logger';
import type { Services } from '../lib/runtime/services';

/** A tombstone outlives every access token issued before it, with a margin for clock skew. */
const tombstoneSeconds = tokenLifetimes.accessTokenHours * 3600 + 5 * 60;

const tombstoneExpiry = () => Math.ceil(Date.now() / 1000) + tombstoneSeconds;

/**
 * `DELETE /api/account`:
 * 1. a tombstone (lambdas/lib/ports/erasures.ts): from here on every other request with the
 *    caller's tokens gets 401, so nothing new can be written while, or after, we delete;
 * 2. a pause of ERASURE_CACHE_SECONDS, so no warm container still trusts that the user is
 *    not erased;
 * 3. the listings (and guards), photos, profile and eBay connection;
 * 4. the user's refresh tokens (AdminUserGlobalSignOut), then the Cognito user;
 * 5. the tombstone says `erased`, its expiry counted again from now: even this route then
 *    answers 401, for the whole life of any token issued before the user was deleted.
 * Until step 5 the caller can retry with the same token (every step is idempotent). Only keys
 * under the caller's own partition and folder are touched.
 */
export async function eraseAccount(
  services: Pick<Services, 'erasures' | 'photos' | 'profiles' | 'users' | 'ebayConnections'> & {
    listings: ListingsErasure;
  },
  caller: Caller,
): Promise<void> {
  const erasure = await services.erasures.begin(caller.userId, tombstoneExpiry());
  rememberErasure(caller.userId, erasure);
  await sleep(config.erasureCacheSeconds() * 1000);

  const listings = await services.listings.removeAllOf(caller.userId);
  const photos = await services.photos.deletePrefix(`${caller.userId}/`);
  await services.profiles.remove(caller.userId);
  // The seller's eBay tokens go with the account (docs/architecture/security.md#ebay-tokens).
  await services.ebayConnections.remove(caller.userId);
  await services.users.signOutEverywhere(caller.username);
  await services.users.deleteUser(caller.username);

  const erasedUntil = tombstoneExpiry();
  await services.erasures.complete(caller.userId, erasedUntil);
  rememberErasure(caller.userId, { state: 'erased', expiresAt: erasedUntil });
  logger.info('account erased', { listingItems: listings, photos });
}
