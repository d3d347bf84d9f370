// @ts-nocheck
import { beforeEach, describe, expect, it } from 'vitest';
import { reanalyzeListing, revisionOf } from '#lambdas/generate-listing/reanalyze-listing.ts';
import { AiFailure } from '#lambdas/lib/ports/ai-failure.ts';
import type { AnalysisResult, ItemPhotos, RefineRequest } from '#lambdas/lib/ports/listing-analyser.ts';
import { ApiError } from '#lambdas/lib/runtime/api-error.ts';
import { InMemoryListingsRepository } from '#tests/support/in-memory/in-memory-listings-repository.ts';
import { InMemoryPhotoStore } from '#tests/support/in-memory/in-memory-photo-store.ts';
import { InMemoryRateLimiter } from '#tests/support/in-memory/in-memory-rate-limiter.ts';
import { photoKeys, storedListing, waitingListing } from '#tests/support/listing-builder.ts';
import { fixtureListingId, fixtureUser, otherUser, sampleBytes } from './lambda-test-kit';

// Analyse again with all photos (docs/product.md#photos): one refine call with every photo,
// the AI result replaced, the user's own fields kept and only their empty ones filled.

const caller = { userId: fixtureUser.sub, username: fixtureUser.sub };
const refined: AnalysisResult = {
  category: 'books',
  detailsText: 'The Hobbit, 1995 HarperCollins hardback, read from the copyright page.',
  fields: {
    title: 'The Hobbit (hardback)',
    isbn: '9780261102217',
    publisher: 'HarperCollins',
    edition: '1995',
  },
  enrichment: null,
};

let listings: InMemoryListingsRepository;
let photos: InMemoryPhotoStore;
let seen: { photos: ItemPhotos; request: RefineRequest } | undefined;
let answer: () => Promise<AnalysisResult>;

const deps = () => ({
  listings,
  photos,
  aiLimiter: new InMemoryRateLimiter(),
  analyser: {
    analyse: () => Promise.reject(new Error('not this call')),
    refine: async (given: ItemPhotos, request: RefineRequest) => {
      seen = { photos: given, request };
      return answer();
    },
  },
});

const [label, back] = photoKeys(2);
const item = storedListing(fixtureListingId, {
  ai_category: 'books',
  ai_details_text: 'A hardback book.',
  ai_fields: { title: 'A book' },
  ai_enrichment: { output: [] },
  user_fields: { title: 'My Hobbit', isbn: '', price: '8.00' },
});
const withPhotos = { ...item, photos: [{ key: item.image_key }, { key: label! }, { key: back! }] };

beforeEach(() => {
  listings = new InMemoryListingsRepository();
  photos = new InMemoryPhotoStore();
  for (const key of [item.image_key, label!, back!]) photos.put(key, sampleBytes.jpeg);
  listings.seed(withPhotos);
  seen = undefined;
  answer = async () => refined;
});

describe('POST /api/listings/{id}/reanalyze', () => {
  it('refines from every photo with the user fields and the details text (the refine shape)', async () => {
    await reanalyzeListing(deps(), caller, fixtureListingId);

    expect(seen!.photos).toHaveLength(3);
    expect(seen!.request).toMatchObject({
      oldFields: { title: 'My Hobbit', price: '8.00' },
      detailsText: 'A hardback book.',
      country: 'GB',
    });
    expect(seen!.request.userInstruction).toMatch(/labels, tags, sizes, ISBNs and model numbers/);
  });

  it("stores the new AI result, keeps the user's fields and fills only the empty ones", async () => {
    const answered = await reanalyzeListing(deps(), caller, fixtureListingId);

    expect(answered).toMatchObject({
      ai_category: 'books',
      ai_details_text: refined.detailsText,
      ai_fields: refined.fields,
      // The refine does no research: the earlier research stays.
      ai_enrichment: { output: [] },
      user_fields: { title: 'My Hobbit', isbn: '9780261102217', publisher: 'HarperCollins', price: '8.00' },
      stage: 'ready',
    });
    expect(answered.photos).toHaveLength(3);
    expect((await listings.get(fixtureUser.sub, fixtureListingId))!.user_fields.isbn).toBe('9780261102217');
  });

  it('tells the model the barcode read in a photo, and a book takes its ISBN', async () => {
    listings.seed({ ...withPhotos, barcode: { kind: 'isbn', value: '9780007458424' } });

    const answered = await reanalyzeListing(deps(), caller, fixtureListingId);

    expect(seen!.request.userInstruction).toContain('ISBN 9780007458424');
    expect(answered.ai_fields.isbn).toBe('9780007458424');
  });

  it('refuses an item still being analysed with 409 and a clear message, without an AI call', async () => {
    listings.seed(waitingListing(fixtureListingId));

    const error = await reanalyzeListing(deps(), caller, fixtureListingId).catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 409,
      message: 'This item is still being analysed. Analyse it again once the first result is in.',
    });
    expect(seen).toBeUndefined();
  });

  it('refuses an item whose first analysis failed with 409, pointing to Try again, without an AI call', async () => {
    listings.seed({
      ...waitingListing(fixtureListingId),
      analysis_error: 'The AI could not analyse this photo. Try another photo of the item.',
      analysis_attempts: 1,
      analysis_started_at: null,
    });

    const error = await reanalyzeListing(deps(), caller, fixtureListingId).catch((e: unknown) => e);

    expect(error).toMatchObject({
      status: 409,
      message: "This item's first analysis failed. Use Try again on it first, then analyse it again.",
    });
    expect(seen).toBeUndefined();
  });

  it("answers 404 for another user's listing and for a deleted one", async () => {
    const theirs = storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2F', { user_id: otherUser.sub });
    listings.seed(theirs);
    await expect(reanalyzeListing(deps(), caller, theirs.id)).rejects.toMatchObject({ status: 404 });

    await listings.markDeleted(fixtureUser.sub, fixtureListingId, '2999-01-01T00:00:00.000Z');
    await expect(reanalyzeListing(deps(), caller, fixtureListingId)).rejects.toMatchObject({ status: 404 });
    expect(seen).toBeUndefined();
  });

  it('answers 502 with the AI failure and changes nothing', async () => {
    answer = () => Promise.reject(new AiFailure('timeout', 'took too long'));

    const error = await reanalyzeListing(deps(), caller, fixtureListingId).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      message: 'The AI service took too long to answer. Please try again.',
    });
    expect(await listings.get(fixtureUser.sub, fixtureListingId)).toEqual(withPhotos);
  });
});

describe('revisionOf', () => {
  it('never overwrites a field the user filled, and ignores blank AI values', () => {
    const revision = revisionOf(
      { ...item, user_fields: { brand: 'Mine', size: ' ' } },
      { ...refined, fields: { brand: 'Theirs', size: 'M', colour: '  ' } },
    );

    expect(revision.user_fields).toMatchObject({ brand: 'Mine', size: 'M' });
    expect(revision.user_fields.colour).toBeUndefined();
  });
});
