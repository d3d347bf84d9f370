import { beforeEach, describe, expect, it } from 'vitest';
import { defaultCountry } from '#domain/countries.ts';
import { generateListing } from '#lambdas/generate-listing/generate-listing.ts';
import { AiFailure, type AiFailureCode } from '#lambdas/lib/ports/ai-failure.ts';
import type {
  AnalyseOptions,
  AnalysisResult,
  ItemPhotos,
  RefineRequest,
} from '#lambdas/lib/ports/listing-analyser.ts';
import { aiRateLimit } from '#lambdas/lib/runtime/ai-rate-limit.ts';
import { ApiError } from '#lambdas/lib/runtime/api-error.ts';
import { InMemoryPhotoStore } from '#tests/support/in-memory/in-memory-photo-store.ts';
import { InMemoryRateLimiter } from '#tests/support/in-memory/in-memory-rate-limiter.ts';
import { fixtureImageKey, fixtureUser, sampleBytes } from './lambda-test-kit';

// POST /api/generate-listing's use case (docs/product.md#calls) with in-memory ports: the
// caller's photo analysed, or an earlier result refined; each call counted against the
// caller's AI limit, given back when the failure is ours; a failure answered as the API says.

const caller = { userId: fixtureUser.sub, username: fixtureUser.sub };
const answer: AnalysisResult = {
  category: 'homeware',
  detailsText: 'A blue stoneware mug.',
  fields: { title: 'Blue mug', price: '6.00' },
  enrichment: { output: [] },
};

let photos: InMemoryPhotoStore;
let aiLimiter: InMemoryRateLimiter;
let calls: { kind: 'analyse' | 'refine'; photos: ItemPhotos; options: AnalyseOptions | RefineRequest }[];
let outcome: () => Promise<AnalysisResult>;

const deps = () => ({
  photos,
  aiLimiter,
  analyser: {
    analyse: (given: ItemPhotos, options: AnalyseOptions) => {
      calls.push({ kind: 'analyse', photos: given, options });
      return outcome();
    },
    refine: (given: ItemPhotos, request: RefineRequest) => {
      calls.push({ kind: 'refine', photos: given, options: request });
      return outcome();
    },
  },
});

const run = (body: Parameters<typeof generateListing>[2]) =>
  generateListing(deps(), caller, body, { timeBoxMs: 25_000 });

/** How many AI calls the caller has left in this window. */
async function callsLeft(): Promise<number> {
  let left = 0;
  while ((await aiLimiter.consume(aiRateLimit(), caller.userId, new Date())).allowed) left += 1;
  return left;
}

beforeEach(() => {
  photos = new InMemoryPhotoStore();
  photos.put(fixtureImageKey, sampleBytes.jpeg);
  aiLimiter = new InMemoryRateLimiter();
  calls = [];
  outcome = async () => answer;
});

describe('generateListing', () => {
  it("analyses the caller's photo in the default country, time-boxed, and answers the result", async () => {
    const generated = await run({ imageUrl: fixtureImageKey });
    expect(generated).toEqual({
      category: 'homeware',
      detailsText: 'A blue stoneware mug.',
      fields: { title: 'Blue mug', price: '6.00' },
      enrichment: { result: { output: [] } },
    });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.kind).toBe('analyse');
    expect(call!.photos).toHaveLength(1);
    expect(Buffer.from(call!.photos[0]!.bytes)).toEqual(Buffer.from(sampleBytes.jpeg));
    expect((call!.options as AnalyseOptions).country).toBe(defaultCountry.code);
    expect((call!.options as AnalyseOptions).signal?.aborted).toBe(false);
  });

  it('analyses in the country the body names', async () => {
    await run({ imageUrl: fixtureImageKey, country: 'US' });
    expect((calls[0]!.options as AnalyseOptions).country).toBe('US');
  });

  it('refines with the instruction, the old fields as text (nulls left out) and the details', async () => {
    await run({
      imageUrl: fixtureImageKey,
      userInstruction: 'It is a limited edition.',
      oldFields: { title: 'Blue mug', price: 6, brand: null },
      detailsText: 'Stoneware.',
      country: 'US',
    });
    expect(calls.map((call) => call.kind)).toEqual(['refine']);
    expect(calls[0]!.options).toEqual({
      userInstruction: 'It is a limited edition.',
      oldFields: { title: 'Blue mug', price: '6' },
      detailsText: 'Stoneware.',
      country: 'US',
    });
  });

  it('refines with no old fields and no details as empty ones', async () => {
    await run({ imageUrl: fixtureImageKey, userInstruction: 'Shorter.' });
    expect(calls[0]!.options).toEqual({
      userInstruction: 'Shorter.',
      oldFields: {},
      detailsText: '',
      country: defaultCountry.code,
    });
  });

  it('says who wrote a refine answer: the AI, or the offline analyser of a keyless home', async () => {
    const refine = { imageUrl: fixtureImageKey, userInstruction: 'Shorter.' };
    expect((await run(refine)).writtenBy).toBe('ai');
    outcome = async () => ({ ...answer, reading: { reader: 'offline', photosRead: 1 } });
    expect((await run(refine)).writtenBy).toBe('offline');
  });

  it('counts the call against the caller, and refuses with 429 once the limit is reached', async () => {
    const limit = aiRateLimit().limit;
    await run({ imageUrl: fixtureImageKey });
    expect(await callsLeft()).toBe(limit - 1);
    const refused = await run({ imageUrl: fixtureImageKey }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).message).toMatch(
      /^You have made too many AI requests\. Please try again in \d+ minutes?\.$/,
    );
    expect(calls).toHaveLength(1);
  });

  it.each([['misconfigured'], ['budget_exhausted']] as [AiFailureCode][])(
    'gives the call back when the failure is ours (%s), and answers 502 with its message',
    async (code) => {
      outcome = () => Promise.reject(new AiFailure(code, 'provider detail'));
      const failed = (await run({ imageUrl: fixtureImageKey }).catch((error: unknown) => error)) as ApiError;
      expect(failed).toBeInstanceOf(ApiError);
      expect(failed.status).toBe(502);
      expect(failed.code).toBe('upstream_error');
      expect(failed.message).toBe(new AiFailure(code).message);
      expect(await callsLeft()).toBe(aiRateLimit().limit);
    },
  );

  it("keeps the call counted when the failure is the model's, and answers 502", async () => {
    outcome = () => Promise.reject(new AiFailure('rate_limited'));
    const failed = (await run({ imageUrl: fixtureImageKey }).catch((error: unknown) => error)) as ApiError;
    expect([failed.status, failed.code, failed.message]).toEqual([
      502,
      'upstream_error',
      new AiFailure('rate_limited').message,
    ]);
    expect(await callsLeft()).toBe(aiRateLimit().limit - 1);
  });

  it('answers 400 when the photo cannot be read', async () => {
    outcome = () => Promise.reject(new AiFailure('photo_unreadable'));
    const failed = (await run({ imageUrl: fixtureImageKey }).catch((error: unknown) => error)) as ApiError;
    expect([failed.status, failed.message]).toEqual([400, new AiFailure('photo_unreadable').message]);
  });

  it('lets an error that is not an AI failure through as it is', async () => {
    const bug = new TypeError('a bug');
    outcome = () => Promise.reject(bug);
    await expect(run({ imageUrl: fixtureImageKey })).rejects.toBe(bug);
  });
});
