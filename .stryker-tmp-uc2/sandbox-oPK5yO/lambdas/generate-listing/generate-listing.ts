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
import { countryOrDefault } from '#domain/countries.ts';
import type { GeneratedListing } from '#domain/listing.ts';
import { AiFailure, isConfigurationFailure } from '../lib/ports/ai-failure';
import { aiLimitReached, aiRateLimit, consumeAiCall } from '../lib/runtime/ai-rate-limit';
import { ApiError, badRequest } from '../lib/runtime/api-error';
import type { Caller } from '../lib/runtime/caller';
import type { AnalysisResult } from '../lib/ports/listing-analyser';
import { readPhoto } from '../lib/ports/read-photo';
import type { Services } from '../lib/runtime/services';
import type { GenerateListingBody } from './generate-listing-body';
import { photoKeyOf } from './photo-key-of';
type Deps = Pick<Services, 'photos' | 'analyser' | 'aiLimiter'>;

/**
 * `POST /api/generate-listing` (docs/product.md#calls): analyses the caller's own photo, or
 * refines an earlier result when the body carries a userInstruction. Both are answered
 * inside API Gateway's 30 s: the refine call is time-boxed by the analyser, the analysis
 * by `timeBoxMs` here.
 */
export async function generateListing(deps: Deps, caller: Caller, body: GenerateListingBody, options: {
  timeBoxMs: number;
}): Promise<GeneratedListing> {
  if (stryMutAct_9fa48("23")) {
    {}
  } else {
    stryCov_9fa48("23");
    const key = await photoKeyOf(body.imageUrl, caller.userId, deps.photos);
    const decision = await consumeAiCall(deps.aiLimiter, caller.userId, new Date());
    if (stryMutAct_9fa48("26") ? false : stryMutAct_9fa48("25") ? true : stryMutAct_9fa48("24") ? decision.allowed : (stryCov_9fa48("24", "25", "26"), !decision.allowed)) throw aiLimitReached(decision.retryAfterSeconds);
    try {
      if (stryMutAct_9fa48("27")) {
        {}
      } else {
        stryCov_9fa48("27");
        const photo = await readPhoto(deps.photos, key);
        const country = countryOrDefault(body.country).code;
        const result = (stryMutAct_9fa48("30") ? body.userInstruction !== undefined : stryMutAct_9fa48("29") ? false : stryMutAct_9fa48("28") ? true : (stryCov_9fa48("28", "29", "30"), body.userInstruction === undefined)) ? await deps.analyser.analyse(stryMutAct_9fa48("31") ? [] : (stryCov_9fa48("31"), [photo]), stryMutAct_9fa48("32") ? {} : (stryCov_9fa48("32"), {
          country,
          signal: AbortSignal.timeout(options.timeBoxMs)
        })) : await deps.analyser.refine(stryMutAct_9fa48("33") ? [] : (stryCov_9fa48("33"), [photo]), stryMutAct_9fa48("34") ? {} : (stryCov_9fa48("34"), {
          userInstruction: body.userInstruction,
          oldFields: textFields(stryMutAct_9fa48("35") ? body.oldFields && {} : (stryCov_9fa48("35"), body.oldFields ?? {})),
          detailsText: stryMutAct_9fa48("36") ? body.detailsText && '' : (stryCov_9fa48("36"), body.detailsText ?? (stryMutAct_9fa48("37") ? "Stryker was here!" : (stryCov_9fa48("37"), ''))),
          country
        }));
        return toGeneratedListing(result);
      }
    } catch (error) {
      if (stryMutAct_9fa48("38")) {
        {}
      } else {
        stryCov_9fa48("38");
        if (stryMutAct_9fa48("41") ? false : stryMutAct_9fa48("40") ? true : stryMutAct_9fa48("39") ? error instanceof AiFailure : (stryCov_9fa48("39", "40", "41"), !(error instanceof AiFailure))) throw error;
        // Not the user's doing (a refused key, the daily budget spent): the call is given back.
        if (stryMutAct_9fa48("43") ? false : stryMutAct_9fa48("42") ? true : (stryCov_9fa48("42", "43"), isConfigurationFailure(error.code))) {
          if (stryMutAct_9fa48("44")) {
            {}
          } else {
            stryCov_9fa48("44");
            await deps.aiLimiter.refund(aiRateLimit(), caller.userId, new Date());
          }
        }
        if (stryMutAct_9fa48("47") ? error.code !== 'photo_unreadable' : stryMutAct_9fa48("46") ? false : stryMutAct_9fa48("45") ? true : (stryCov_9fa48("45", "46", "47"), error.code === (stryMutAct_9fa48("48") ? "" : (stryCov_9fa48("48"), 'photo_unreadable')))) throw badRequest(error.message);
        throw new ApiError(502, stryMutAct_9fa48("50") ? "" : (stryCov_9fa48("50"), 'upstream_error'), error.message);
      }
    }
  }
}
function textFields(fields: Record<string, string | number | null>): Record<string, string> {
  if (stryMutAct_9fa48("51")) {
    {}
  } else {
    stryCov_9fa48("51");
    return Object.fromEntries(Object.entries(fields).flatMap(stryMutAct_9fa48("52") ? () => undefined : (stryCov_9fa48("52"), ([name, value]) => (stryMutAct_9fa48("55") ? value !== null : stryMutAct_9fa48("54") ? false : stryMutAct_9fa48("53") ? true : (stryCov_9fa48("53", "54", "55"), value === null)) ? stryMutAct_9fa48("56") ? ["Stryker was here"] : (stryCov_9fa48("56"), []) : stryMutAct_9fa48("57") ? [] : (stryCov_9fa48("57"), [stryMutAct_9fa48("58") ? [] : (stryCov_9fa48("58"), [name, String(value)])]))));
  }
}
function toGeneratedListing(result: AnalysisResult): GeneratedListing {
  if (stryMutAct_9fa48("59")) {
    {}
  } else {
    stryCov_9fa48("59");
    return stryMutAct_9fa48("60") ? {} : (stryCov_9fa48("60"), {
      category: result.category,
      detailsText: result.detailsText,
      fields: result.fields,
      enrichment: stryMutAct_9fa48("61") ? {} : (stryCov_9fa48("61"), {
        result: result.enrichment
      })
    });
  }
}