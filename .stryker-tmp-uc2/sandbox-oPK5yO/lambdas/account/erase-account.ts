// @ts-nocheck
function stryNS_9fa48() {
  var g = typeof globalThis === 'object' && globalThis && globalThis.Math === Math && globalThis || new Function("return this")();
  var ns = g.__stryker__ || (g.__stryker__ = {});
  if (ns.activeMutant === undefined && g.process && g.process.env && g.process.env.__STRYKER_ACTIVE_MUTANT__) {
    ns.activeMutant = g.process.env.__STRYKER_ACTIVE_MUTANT__;
  }
  function retrieveNS() {
    return ns;
  }
  stryNS_9fa48 = retrieveNS;
  return retrieveNS();
}
stryNS_9fa48();
function stryCov_9fa48() {
  var ns = stryNS_9fa48();
  var cov = ns.mutantCoverage || (ns.mutantCoverage = {
    static: {},
    perTest: {}
  });
  function cover() {
    var c = cov.static;
    if (ns.currentTestId) {
      c = cov.perTest[ns.currentTestId] = cov.perTest[ns.currentTestId] || {};
    }
    var a = arguments;
    for (var i = 0; i < a.length; i++) {
      c[a[i]] = (c[a[i]] || 0) + 1;
    }
  }
  stryCov_9fa48 = cover;
  cover.apply(null, arguments);
}
function stryMutAct_9fa48(id) {
  var ns = stryNS_9fa48();
  function isActive(id) {
    if (ns.activeMutant === id) {
      if (ns.hitCount !== void 0 && ++ns.hitCount > ns.hitLimit) {
        throw new Error('Stryker: Hit count limit reached (' + ns.hitCount + ')');
      }
      return true;
    }
    return false;
  }
  stryMutAct_9fa48 = isActive;
  return isActive(id);
}
import { setTimeout as sleep } from 'node:timers/promises';
import { tokenLifetimes } from '../../domain/token-lifetimes';
import { rememberErasure, type Caller } from '../lib/runtime/caller';
import { config } from '../lib/runtime/config';
import { logger } from '../lib/runtime/logger';
import type { Services } from '../lib/runtime/services';

/** A tombstone outlives every access token issued before it, with a margin for clock skew. */
const tombstoneSeconds = stryMutAct_9fa48("0") ? tokenLifetimes.accessTokenHours * 3600 - 5 * 60 : (stryCov_9fa48("0"), (stryMutAct_9fa48("1") ? tokenLifetimes.accessTokenHours / 3600 : (stryCov_9fa48("1"), tokenLifetimes.accessTokenHours * 3600)) + (stryMutAct_9fa48("2") ? 5 / 60 : (stryCov_9fa48("2"), 5 * 60)));
const tombstoneExpiry = stryMutAct_9fa48("3") ? () => undefined : (stryCov_9fa48("3"), (() => {
  const tombstoneExpiry = () => stryMutAct_9fa48("4") ? Math.ceil(Date.now() / 1000) - tombstoneSeconds : (stryCov_9fa48("4"), Math.ceil(stryMutAct_9fa48("5") ? Date.now() * 1000 : (stryCov_9fa48("5"), Date.now() / 1000)) + tombstoneSeconds);
  return tombstoneExpiry;
})());

/**
 * `DELETE /api/account`:
 * 1. a tombstone (lambdas/lib/ports/erasures.ts): from here on every other request with the
 *    caller's tokens gets 401, so nothing new can be written while, or after, we delete;
 * 2. a pause of ERASURE_CACHE_SECONDS, so no warm container still trusts that the user is
 *    not erased;
 * 3. the listings (and guards), photos and profile;
 * 4. the user's refresh tokens (AdminUserGlobalSignOut), then the Cognito user;
 * 5. the tombstone says `erased`, its expiry counted again from now: even this route then
 *    answers 401, for the whole life of any token issued before the user was deleted.
 * Until step 5 the caller can retry with the same token (every step is idempotent). Only keys
 * under the caller's own partition and folder are touched.
 */
export async function eraseAccount(services: Pick<Services, 'erasures' | 'listings' | 'photos' | 'profiles' | 'users'>, caller: Caller): Promise<void> {
  if (stryMutAct_9fa48("6")) {
    {}
  } else {
    stryCov_9fa48("6");
    const erasure = await services.erasures.begin(caller.userId, tombstoneExpiry());
    if (stryMutAct_9fa48("7")) {
      ;
    } else {
      stryCov_9fa48("7");
      rememberErasure(caller.userId, erasure);
    }
    await sleep(stryMutAct_9fa48("8") ? config.erasureCacheSeconds() / 1000 : (stryCov_9fa48("8"), config.erasureCacheSeconds() * 1000));
    const listings = await services.listings.removeAllOf(caller.userId);
    const photos = await services.photos.deletePrefix(stryMutAct_9fa48("9") ? `` : (stryCov_9fa48("9"), `${caller.userId}/`));
    await services.profiles.remove(caller.userId);
    await services.users.signOutEverywhere(caller.username);
    await services.users.deleteUser(caller.username);
    const erasedUntil = tombstoneExpiry();
    await services.erasures.complete(caller.userId, erasedUntil);
    rememberErasure(caller.userId, stryMutAct_9fa48("11") ? {} : (stryCov_9fa48("11"), {
      state: stryMutAct_9fa48("12") ? "" : (stryCov_9fa48("12"), 'erased'),
      expiresAt: erasedUntil
    }));
    logger.info(stryMutAct_9fa48("14") ? "" : (stryCov_9fa48("14"), 'account erased'), stryMutAct_9fa48("15") ? {} : (stryCov_9fa48("15"), {
      listingItems: listings,
      photos
    }));
  }
}