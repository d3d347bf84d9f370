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

/**
 * `POST /api/uploads`: what the browser knows about the file. The types are checked
 * here; what is acceptable (image types, 1 byte to 15 MB) is domain/upload-rules.ts.
 */
export const uploadRequestBody = z.strictObject(stryMutAct_9fa48("193") ? {} : (stryCov_9fa48("193"), {
  filename: z.string(stryMutAct_9fa48("194") ? "" : (stryCov_9fa48("194"), 'must be the file name.')).check(z.minLength(1, stryMutAct_9fa48("195") ? "" : (stryCov_9fa48("195"), 'must not be empty.')), z.maxLength(1024, stryMutAct_9fa48("196") ? "" : (stryCov_9fa48("196"), 'is too long.'))),
  // Some browsers give HEIC photos no type: the extension then decides.
  contentType: z._default(z.string(stryMutAct_9fa48("197") ? "" : (stryCov_9fa48("197"), 'must be a media type.')).check(z.maxLength(255, stryMutAct_9fa48("198") ? "" : (stryCov_9fa48("198"), 'is too long.'))), stryMutAct_9fa48("199") ? "Stryker was here!" : (stryCov_9fa48("199"), '')),
  size: z.number(stryMutAct_9fa48("200") ? "" : (stryCov_9fa48("200"), 'must be the file size in bytes.'))
}));