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
import { LINK_PREVIEW_CACHE_MS } from '#domain/constants.ts';
import type { RateLimit } from '../lib/ports/rate-limiter';

// Generous for a person, refusing a crawler. A person opening the Review tab with 20 items
// asks for at most 100 previews (5 links each, docs/product.md#screens), and the web app caches each
// for an hour; icons are asked for only when a preview fails. A crawler using us as a proxy
// at one request a second is stopped within 4 minutes.

/** The spec's one hour (docs/product.md#constants-and-limits), on the server too (docs/design.md#data). */
export const PREVIEW_CACHE_SECONDS = stryMutAct_9fa48("66") ? LINK_PREVIEW_CACHE_MS * 1000 : (stryCov_9fa48("66"), LINK_PREVIEW_CACHE_MS / 1000);
/** A dead page is tried again after this long, not once per viewer. */
export const PREVIEW_FAILURE_CACHE_SECONDS = stryMutAct_9fa48("67") ? 5 / 60 : (stryCov_9fa48("67"), 5 * 60);
export const previewRateLimit: RateLimit = stryMutAct_9fa48("68") ? {} : (stryCov_9fa48("68"), {
  name: stryMutAct_9fa48("69") ? "" : (stryCov_9fa48("69"), 'link-preview'),
  limit: 200,
  windowSeconds: stryMutAct_9fa48("70") ? 10 / 60 : (stryCov_9fa48("70"), 10 * 60)
});
export const iconRateLimit: RateLimit = stryMutAct_9fa48("71") ? {} : (stryCov_9fa48("71"), {
  name: stryMutAct_9fa48("72") ? "" : (stryCov_9fa48("72"), 'site-icon'),
  limit: 200,
  windowSeconds: stryMutAct_9fa48("73") ? 10 / 60 : (stryCov_9fa48("73"), 10 * 60)
});