import { barcodeFact, type Barcode } from '#domain/barcode.ts';
import { countryOrDefault } from '#domain/countries.ts';
import { REANALYSE_ASK } from '#domain/description-instruction.ts';
import type { ReanalyzedListing } from '#domain/api-types.ts';
import { serverTexts } from '#domain/messages.ts';
import { seedUserFields } from '#domain/seed-user-fields.ts';
import type { UserFields } from '#domain/user-fields.ts';
import { withBarcodeIsbn } from '../analyser/barcode-isbn';
import { AiFailure, isConfigurationFailure } from '../lib/ports/ai-failure';
import type { AnalysisResult } from '../lib/ports/listing-analyser';
import type { ListingReads } from '../lib/ports/listing-reads';
import type { AnalysisRevision, StoredListing } from '../lib/ports/listings-repository';
import { readItemPhotos } from '../lib/ports/read-photo';
import type { ReanalysisLease } from '../lib/ports/reanalysis-lease';
import { aiLimitReached, aiRateLimit, consumeAiCall } from '../lib/runtime/ai-rate-limit';
import { ApiError, badRequest } from '../lib/runtime/api-error';
import type { Caller } from '../lib/runtime/caller';
import type { Services } from '../lib/runtime/services';
import { listingNotFound, toApiListing } from '../listings/listing-view';

type Deps = Pick<Services, 'photos' | 'analyser' | 'aiLimiter'> & {
  listings: ListingReads & ReanalysisLease;
};

/**
 * A claim older than this is taken as its function's death: the refine's whole time box
 * (AI_REFINE_TIME_BOX_MS, 20 s) and API Gateway's 30 s are long over.
 */
const REANALYSIS_LEASE_MS = 60_000;

/** What the refine call is asked: read every photo again, the seller's fields as they stand. */
function reanalyseInstruction(barcode: Barcode | undefined): string {
  return barcode ? `${REANALYSE_ASK} ${barcodeFact(barcode)}` : REANALYSE_ASK;
}

/**
 * `POST /api/listings/{id}/reanalyze`, "Analyse again with all photos" (docs/product.md#photos):
 * one refine call (the refine shape of docs/product.md#calls: an instruction, the user's fields,
 * the details text) with every photo of the item, answered inside API Gateway's 30 s by the
 * analyser's refine time box. The AI result is replaced (the research kept when the refine
 * brings none); the user's own fields are kept, and only those still empty are filled from the
 * new AI fields (an ISBN, a brand or a size read from a label). Not while the first analysis runs.
 */
export async function reanalyzeListing(deps: Deps, caller: Caller, id: string): Promise<ReanalyzedListing> {
  const listing = await deps.listings.get(caller.userId, id);
  if (!listing) throw listingNotFound();
  if (listing.stage === 'analyzing') {
    // A failed first analysis waits for Try again, not for a result that is not coming.
    const failed = listing.analysis_error !== null && listing.analysis_started_at === null;
    const message = failed ? serverTexts.photos.firstAnalysisFailed : serverTexts.photos.stillAnalysing;
    throw new ApiError(409, 'conflict', message);
  }
  // One in flight per item: a second (a double tap, another tab) is a 409 before any model call.
  const claimedAt = new Date();
  const staleBefore = new Date(claimedAt.getTime() - REANALYSIS_LEASE_MS).toISOString();
  if (!(await deps.listings.claimReanalysis(caller.userId, id, claimedAt.toISOString(), staleBefore))) {
    if (!(await deps.listings.get(caller.userId, id))) throw listingNotFound();
    throw new ApiError(409, 'conflict', serverTexts.photos.reanalysisInFlight);
  }
  try {
    return await reviseOnce(deps, caller, listing);
  } finally {
    await deps.listings.releaseReanalysis(caller.userId, id, claimedAt.toISOString());
  }
}

/** The refine call and the revision written while the item's slot is held. */
async function reviseOnce(deps: Deps, caller: Caller, listing: StoredListing): Promise<ReanalyzedListing> {
  const id = listing.id;
  const decision = await consumeAiCall(deps.aiLimiter, caller.userId, new Date());
  if (!decision.allowed) throw aiLimitReached(decision.retryAfterSeconds);
  let result: AnalysisResult;
  let given: number;
  try {
    const photos = await readItemPhotos(deps.photos, listing);
    given = photos.length;
    result = await deps.analyser.refine(
      photos,
      {
        userInstruction: reanalyseInstruction(listing.barcode),
        oldFields: filledFields(listing.user_fields),
        detailsText: listing.ai_details_text ?? '',
        country: countryOrDefault(listing.country).code,
      },
      { userId: caller.userId },
    );
  } catch (error) {
    if (!(error instanceof AiFailure)) throw error;
    if (isConfigurationFailure(error.code))
      await deps.aiLimiter.refund(aiRateLimit(), caller.userId, new Date());
    if (error.code === 'photo_unreadable') throw badRequest(error.message);
    throw new ApiError(502, 'upstream_error', error.message);
  }
  const revised = await deps.listings.reviseAnalysis(
    listing,
    revisionOf(listing, withBarcodeIsbn(result, listing.barcode)),
    new Date().toISOString(),
  );
  if (!revised) {
    // Deleted meanwhile, or changed (a save, a photo): the user's change stands.
    if (!(await deps.listings.get(caller.userId, id))) throw listingNotFound();
    throw new ApiError(409, 'conflict', serverTexts.photos.changedMeanwhile);
  }
  const reading = result.reading ?? { reader: 'ai', photosRead: given };
  return {
    ...(await toApiListing(revised, deps.photos)),
    refined_by: { reader: reading.reader, photos_read: reading.photosRead },
  };
}

/** The new AI result, and the user's fields with only their empty ones filled from it. */
export function revisionOf(listing: StoredListing, result: AnalysisResult): AnalysisRevision {
  const seeded = seedUserFields(result);
  const user_fields: UserFields = { ...listing.user_fields };
  for (const [name, value] of Object.entries(seeded) as [keyof UserFields, string | undefined][]) {
    if (value?.trim() && !user_fields[name]?.trim()) user_fields[name] = value;
  }
  return {
    ai_category: result.category,
    ai_details_text: result.detailsText,
    ai_fields: result.fields,
    ai_enrichment: result.enrichment ?? listing.ai_enrichment,
    user_fields,
  };
}

function filledFields(fields: UserFields): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  );
}
