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
export async function generateListing(
  deps: Deps,
  caller: Caller,
  body: GenerateListingBody,
  options: { timeBoxMs: number },
): Promise<GeneratedListing> {
  const key = await photoKeyOf(body.imageUrl, caller.userId, deps.photos);
  const decision = await consumeAiCall(deps.aiLimiter, caller.userId, new Date());
  if (!decision.allowed) throw aiLimitReached(decision.retryAfterSeconds);
  try {
    const photo = await readPhoto(deps.photos, key);
    const country = countryOrDefault(body.country).code;
    if (body.userInstruction === undefined) {
      const analysed = await deps.analyser.analyse([photo], {
        country,
        signal: AbortSignal.timeout(options.timeBoxMs),
        userId: caller.userId,
      });
      return toGeneratedListing(analysed);
    }
    const refined = await deps.analyser.refine(
      [photo],
      {
        userInstruction: body.userInstruction,
        oldFields: textFields(body.oldFields ?? {}),
        detailsText: body.detailsText ?? '',
        country,
      },
      { userId: caller.userId },
    );
    // Who wrote it: the AI model unless the analyser says it was the offline one.
    return { ...toGeneratedListing(refined), writtenBy: refined.reading?.reader ?? 'ai' };
  } catch (error) {
    if (!(error instanceof AiFailure)) throw error;
    // Not the user's doing (a refused key, the daily budget spent): the call is given back.
    if (isConfigurationFailure(error.code)) {
      await deps.aiLimiter.refund(aiRateLimit(), caller.userId, new Date());
    }
    if (error.code === 'photo_unreadable') throw badRequest(error.message);
    throw new ApiError(502, 'upstream_error', error.message);
  }
}

function textFields(fields: Record<string, string | number | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, value]) => (value === null ? [] : [[name, String(value)]])),
  );
}

function toGeneratedListing(result: AnalysisResult): GeneratedListing {
  return {
    category: result.category,
    detailsText: result.detailsText,
    fields: result.fields,
    enrichment: { result: result.enrichment },
  };
}
