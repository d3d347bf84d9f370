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
import { countries, findCountry } from '#domain/countries.ts';
import * as z from '../lib/runtime/zod';
const choices = countries.map(stryMutAct_9fa48("169") ? () => undefined : (stryCov_9fa48("169"), c => stryMutAct_9fa48("170") ? `` : (stryCov_9fa48("170"), `${c.code} (${c.name})`))).join(stryMutAct_9fa48("171") ? "" : (stryCov_9fa48("171"), ', '));

/** One of the five countries, by code or label (GB or UK); stored as the code. */
const country = z.pipe(z.string(), z.transform((value: string, ctx) => {
  if (stryMutAct_9fa48("172")) {
    {}
  } else {
    stryCov_9fa48("172");
    const found = findCountry(value);
    if (stryMutAct_9fa48("175") ? false : stryMutAct_9fa48("174") ? true : stryMutAct_9fa48("173") ? found : (stryCov_9fa48("173", "174", "175"), !found)) {
      if (stryMutAct_9fa48("176")) {
        {}
      } else {
        stryCov_9fa48("176");
        ctx.issues.push(stryMutAct_9fa48("178") ? {} : (stryCov_9fa48("178"), {
          code: stryMutAct_9fa48("179") ? "" : (stryCov_9fa48("179"), 'custom'),
          message: stryMutAct_9fa48("180") ? `` : (stryCov_9fa48("180"), `must be one of ${choices}.`),
          input: value
        }));
        return z.NEVER;
      }
    }
    return found.code;
  }
}));

/** `PATCH /api/profile`: strict, and at least one setting (docs/product.md#calls, "Profiles"). */
export const profileChangeBody = z.strictObject(stryMutAct_9fa48("181") ? {} : (stryCov_9fa48("181"), {
  country: z.optional(country),
  // A real boolean: the string "true" is refused, not coerced.
  allow_collection: z.optional(z.boolean(stryMutAct_9fa48("182") ? "" : (stryCov_9fa48("182"), 'must be true or false.')))
})).check(z.refine(stryMutAct_9fa48("183") ? () => undefined : (stryCov_9fa48("183"), body => stryMutAct_9fa48("186") ? body.country !== undefined && body.allow_collection !== undefined : stryMutAct_9fa48("185") ? false : stryMutAct_9fa48("184") ? true : (stryCov_9fa48("184", "185", "186"), (stryMutAct_9fa48("188") ? body.country === undefined : stryMutAct_9fa48("187") ? false : (stryCov_9fa48("187", "188"), body.country !== undefined)) || (stryMutAct_9fa48("190") ? body.allow_collection === undefined : stryMutAct_9fa48("189") ? false : (stryCov_9fa48("189", "190"), body.allow_collection !== undefined)))), stryMutAct_9fa48("191") ? {} : (stryCov_9fa48("191"), {
  error: stryMutAct_9fa48("192") ? "" : (stryCov_9fa48("192"), 'Send country, allow_collection or both.')
})));