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
import { MAX_USER_FIELD_LENGTH } from '../listings/listing-bodies';
import * as z from '../lib/runtime/zod';

// The generateListing bodies of docs/product.md#calls: the analysis body {imageUrl, country} and
// the refine body {imageUrl, userInstruction, oldFields, detailsText, country}, which the
// description generator sends too. The presence of userInstruction tells them apart.

const text = stryMutAct_9fa48("16") ? () => undefined : (stryCov_9fa48("16"), (() => {
  const text = (max: number) => z.string().check(z.maxLength(max, stryMutAct_9fa48("17") ? `` : (stryCov_9fa48("17"), `may hold at most ${max} characters.`)));
  return text;
})());
export const generateListingBody = z.strictObject(stryMutAct_9fa48("18") ? {} : (stryCov_9fa48("18"), {
  imageUrl: z.string(stryMutAct_9fa48("19") ? "" : (stryCov_9fa48("19"), 'must be the photo URL or key the API gave you.')).check(z.minLength(1, stryMutAct_9fa48("20") ? "" : (stryCov_9fa48("20"), 'is required.')), z.maxLength(4000, stryMutAct_9fa48("21") ? "" : (stryCov_9fa48("21"), 'is too long.'))),
  country: z.optional(text(20)),
  userInstruction: z.optional(text(2000)),
  oldFields: z.optional(z.record(z.string(), z.nullable(z.union(stryMutAct_9fa48("22") ? [] : (stryCov_9fa48("22"), [text(MAX_USER_FIELD_LENGTH), z.number()]))))),
  detailsText: z.optional(z.nullable(text(MAX_USER_FIELD_LENGTH)))
}));
export type GenerateListingBody = z.output<typeof generateListingBody>;