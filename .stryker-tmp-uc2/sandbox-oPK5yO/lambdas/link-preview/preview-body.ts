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
import * as z from '../lib/runtime/zod';

/** A URL is at most this long: longer ones are not links a person shares. */
export const PREVIEW_URL_MAX_CHARS = 2048;

/** `POST /api/fetch-open-graph {url}` (docs/product.md#calls). */
export const previewBody = z.strictObject(stryMutAct_9fa48("62") ? {} : (stryCov_9fa48("62"), {
  url: z.string(stryMutAct_9fa48("63") ? "" : (stryCov_9fa48("63"), 'must be the link to preview.')).check(z.minLength(1, stryMutAct_9fa48("64") ? "" : (stryCov_9fa48("64"), 'must be the link to preview.')), z.maxLength(PREVIEW_URL_MAX_CHARS, stryMutAct_9fa48("65") ? `` : (stryCov_9fa48("65"), `must be at most ${PREVIEW_URL_MAX_CHARS} characters.`)))
}));