import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callCostMicros, modelPrices } from '#domain/ai-prices.ts';
import { callHoldMicros } from '#domain/ai-spend.ts';
import { serverTexts } from '#domain/messages.ts';
import { AiFailure } from '#lambdas/lib/ports/ai-failure.ts';
import type { ItemPhotos, PhotoInput } from '#lambdas/lib/ports/listing-analyser.ts';
import { config, envNames } from '#lambdas/lib/runtime/config.ts';
import { watchOperationalMetrics } from '#lambdas/lib/runtime/count-operational-metric.ts';
import { OpenAiAnalyser, type OpenAiSettings } from '#lambdas/lib/adapters/openai/openai-analyser.ts';
import { FakeOpenAi } from '#tests/support/fake-openai/fake-openai-server.ts';
import { InMemoryAiBudget } from '#tests/support/in-memory/in-memory-ai-budget.ts';

// What each model call spends of the day, in money (docs/operator-guide.md#what-a-day-of-ai-costs):
// its hold before it is made, its cost from its own usage and searches after, each attempt on
// its own, the user's share, the gauge the 80 % alarm reads, the effort only a
// reasoning model gets, and a research answer cut at its ceiling kept and marked, through the
// real SDK against the fake Responses API.

const fake = new FakeOpenAi();
const photo = (n: number): PhotoInput => ({
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, n]),
  contentType: 'image/jpeg',
});
const onePhoto: ItemPhotos = [photo(1)];
const eightPhotos = [1, 2, 3, 4, 5, 6, 7, 8].map(photo) as unknown as ItemPhotos;
const mini = modelPrices['gpt-5-mini']!;
const fixedNow = Date.UTC(2026, 11, 2, 12);
const settings: OpenAiSettings = {
  model: 'gpt-test-vision',
  prices: mini,
  timeoutMs: 2000,
  maxRetries: 0,
  refineTimeBoxMs: 2000,
  reasoningEffort: 'low',
  maxOutputTokens: { identify: 4000, research: 8000 },
  researchMaxToolCalls: 3,
};
const refineRequest = { userInstruction: 'Read the label.', oldFields: {}, detailsText: '', country: 'GB' };

function analyser(budget = new InMemoryAiBudget(), overrides: Partial<OpenAiSettings> = {}) {
  const client = new OpenAI({ apiKey: 'sk-test-not-a-real-key', baseURL: fake.baseUrl, maxRetries: 0 });
  return new OpenAiAnalyser(
    client,
    { ...settings, ...overrides },
    { budget, now: () => fixedNow, sleep: async () => {} },
  );
}

async function failureOf(promise: Promise<unknown>): Promise<AiFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiFailure);
  return error as AiFailure;
}

let heard: [string, number][];
let stopWatching: () => void;
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => {
  fake.reset();
  heard = [];
  stopWatching = watchOperationalMetrics((metric, value) => heard.push([metric, value]));
});
afterEach(() => stopWatching());

const at = new Date(fixedNow);
/** The fake's usage on every answer: 1,200 input tokens, 350 output, nothing cached. */
const fakeUsage = { inputTokens: 1200, cachedInputTokens: 0, outputTokens: 350, webSearches: 0 };
/** The fake's research answer holds 4 web_search_call items, each billed. */
const identifyCost = callCostMicros(mini, fakeUsage);
const researchCost = callCostMicros(mini, { ...fakeUsage, webSearches: 4 });
const hold = (photos: number, call: 'identify' | 'research' = 'identify') =>
  call === 'research'
    ? callHoldMicros(mini, { photos: 0, maxOutputTokens: 8000, maxWebSearches: 3 })
    : callHoldMicros(mini, { photos, maxOutputTokens: 4000, maxWebSearches: 0 });

describe('what each call holds of the day, then is charged', () => {
  it('holds its most possible cost before asking the model, for the user', async () => {
    const budget = new InMemoryAiBudget();
    await analyser(budget).analyse(onePhoto, { country: 'GB', userId: 'alice' });
    expect(budget.spends).toEqual([
      { micros: hold(1), userId: 'alice' },
      { micros: hold(0, 'research'), userId: 'alice' },
    ]);
  });

  it('holds more for 8 photos than for 1', async () => {
    const budget = new InMemoryAiBudget();
    await analyser(budget).analyse(eightPhotos, { country: 'GB', userId: 'alice' });
    expect(budget.spends[0]?.micros).toBe(hold(8));
    expect(hold(8)).toBeGreaterThan(hold(1));
  });

  it('is charged what its own usage and searches cost: $0.0018 to identify, $0.0418 to research', async () => {
    const budget = new InMemoryAiBudget();
    await analyser(budget).analyse(onePhoto, { country: 'GB', userId: 'alice' });
    expect([identifyCost, researchCost]).toEqual([1800, 41_800]);
    expect(budget.spentOn(at)).toBe(identifyCost + researchCost);
    expect(budget.spentBy('alice', at)).toBe(identifyCost + researchCost);
    expect(heard.filter(([metric]) => metric === 'AiSpendUsd')).toEqual([
      ['AiSpendUsd', 0.0018],
      ['AiSpendUsd', 0.0418],
    ]);
  });

  it('charges a refine by its usage, to its user', async () => {
    const budget = new InMemoryAiBudget();
    await analyser(budget).refine(eightPhotos, refineRequest, { userId: 'bob' });
    expect(budget.spends).toEqual([{ micros: hold(8), userId: 'bob' }]);
    expect(budget.spentBy('bob', at)).toBe(identifyCost);
  });

  it('reports the share of the day spent after each hold and each charge', async () => {
    const ceiling = 1_000_000;
    await analyser(new InMemoryAiBudget(ceiling)).analyse(onePhoto, { country: 'GB', userId: 'alice' });
    const percent = (micros: number) => Math.round((micros * 1000) / ceiling) / 10;
    expect(heard.filter(([metric]) => metric === 'AiBudgetSpentPercent')).toEqual([
      ['AiBudgetSpentPercent', percent(hold(1))],
      ['AiBudgetSpentPercent', percent(identifyCost)],
      ['AiBudgetSpentPercent', percent(identifyCost + hold(0, 'research'))],
      ['AiBudgetSpentPercent', percent(identifyCost + researchCost)],
    ]);
  });

  it('charges an identify answer cut at its ceiling its usage, though the call fails', async () => {
    fake.script({ replies: [{ kind: 'incomplete', withMessage: true }] });
    const budget = new InMemoryAiBudget();
    await failureOf(analyser(budget).analyse(onePhoto, { country: 'GB', userId: 'alice' }));
    expect(budget.spentOn(at)).toBe(identifyCost);
  });
});

describe("every attempt is held and charged on its own (the retries are the analyser's)", () => {
  it('gives back an attempt OpenAI answered with a 500 and charges the one that answered', async () => {
    fake.script({ replies: [{ kind: 'status', status: 500 }] });
    const budget = new InMemoryAiBudget();
    await analyser(budget, { maxRetries: 1 }).analyse(onePhoto, { country: 'GB', userId: 'alice' });
    expect(fake.responseCalls()).toHaveLength(3);
    expect(budget.spends.map((spend) => spend.micros)).toEqual([hold(1), hold(1), hold(0, 'research')]);
    expect(budget.spentOn(at)).toBe(identifyCost + researchCost);
  });

  it('keeps the hold of an attempt that timed out (OpenAI may have billed it), then charges the retry', async () => {
    fake.script({ replies: [{ kind: 'hang' }] });
    const budget = new InMemoryAiBudget();
    await analyser(budget, { maxRetries: 1, timeoutMs: 300 }).analyse(onePhoto, {
      country: 'GB',
      userId: 'alice',
    });
    expect(budget.spentOn(at)).toBe(hold(1) + identifyCost + researchCost);
  });

  it('stops after maxRetries attempts with the last failure, each one held', async () => {
    fake.script({ replies: [429, 429, 429].map((status) => ({ kind: 'status' as const, status })) });
    const budget = new InMemoryAiBudget();
    const failure = await failureOf(analyser(budget, { maxRetries: 2 }).analyse(onePhoto, { country: 'GB' }));
    expect(failure.code).toBe('rate_limited');
    expect(budget.spends).toHaveLength(3);
    expect(budget.spentOn(at)).toBe(0);
  });

  it('charges an attempt on the day its hold was taken, when it answers after midnight UTC', async () => {
    const beforeMidnight = Date.parse('2026-12-02T23:59:59.900Z');
    const afterMidnight = new Date('2026-12-03T00:00:00.100Z');
    let clock = beforeMidnight;
    const budget = new InMemoryAiBudget();
    const client = new OpenAI({ apiKey: 'sk-test-not-a-real-key', baseURL: fake.baseUrl, maxRetries: 0 });
    const crossing = new OpenAiAnalyser(client, settings, {
      budget,
      now: () => {
        const now = clock;
        clock = afterMidnight.getTime(); // every reading after the first is past midnight
        return now;
      },
    });
    // identify is held before midnight and answers after it; research is held after it.
    await crossing.analyse(onePhoto, { country: 'GB', userId: 'alice' });
    expect(budget.spentOn(new Date(beforeMidnight))).toBe(identifyCost);
    expect(budget.spentBy('alice', new Date(beforeMidnight))).toBe(identifyCost);
    expect(budget.spentOn(afterMidnight)).toBe(researchCost);
  });

  it('does not try again an answer it could not use', async () => {
    fake.script({ replies: [{ kind: 'refusal' }] });
    const budget = new InMemoryAiBudget();
    await failureOf(analyser(budget, { maxRetries: 2 }).analyse(onePhoto, { country: 'GB' }));
    expect(fake.responseCalls()).toHaveLength(1);
  });
});

describe("a user's share of the daily spend", () => {
  it('refuses the call that would pass it before asking the model, with its own message', async () => {
    const budget = new InMemoryAiBudget(Number.MAX_SAFE_INTEGER, 50_000);
    await budget.take(at, { micros: 40_000, userId: 'alice' });
    const failure = await failureOf(analyser(budget).analyse(onePhoto, { country: 'GB', userId: 'alice' }));
    expect(failure.code).toBe('user_share_spent');
    expect(failure.message).toBe(serverTexts.aiFailure.user_share_spent);
    expect(fake.responseCalls()).toHaveLength(0);
    expect(heard.map(([metric]) => metric)).toContain('AiUserShareSpent');
  });

  it('leaves another user their own share', async () => {
    const budget = new InMemoryAiBudget(Number.MAX_SAFE_INTEGER, 100_000);
    await budget.take(at, { micros: 90_000, userId: 'alice' });
    const result = await analyser(budget).analyse(eightPhotos, { country: 'GB', userId: 'bob' });
    expect(result.category).toBe('books');
  });
});

describe('the reasoning effort', () => {
  it('is not sent to a model that takes none', async () => {
    const model = { model: 'gpt-4.1-mini', reasoningEffort: undefined };
    await analyser(new InMemoryAiBudget(), model).refine(onePhoto, refineRequest);
    expect(fake.responseCalls()[0]?.body).not.toHaveProperty('reasoning');
  });
});

describe('a research answer cut at its output ceiling (incomplete)', () => {
  it('is kept when it holds a message, marked as cut short', async () => {
    fake.script({ replies: [{ kind: 'success' }, { kind: 'incomplete', withMessage: true }] });
    const result = await analyser().analyse(onePhoto, { country: 'GB' });
    expect(result.enrichment?.cut_short).toBe(true);
    expect(result.enrichment?.output[0]?.content[0]?.text).toMatch(/sold for/);
  });

  it('is not marked when the research finished', async () => {
    const result = await analyser().analyse(onePhoto, { country: 'GB' });
    expect(result.enrichment).not.toHaveProperty('cut_short');
  });

  it('fails as an answer we could not read when it holds no message', async () => {
    fake.script({ replies: [{ kind: 'success' }, { kind: 'incomplete', withMessage: false }] });
    expect((await failureOf(analyser().analyse(onePhoto, { country: 'GB' }))).code).toBe('invalid_output');
  });

  it('is never kept for the identify call, whose JSON would be cut', async () => {
    fake.script({ replies: [{ kind: 'incomplete', withMessage: true }] });
    expect((await failureOf(analyser().analyse(onePhoto, { country: 'GB' }))).code).toBe('invalid_output');
    expect(fake.responseCalls()).toHaveLength(1);
  });
});

describe('the functions read the model and its ceilings from the environment', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('sizes identify and research apart and limits the searches by default', () => {
    expect(config.openAi()).toMatchObject({
      maxOutputTokens: { identify: 4000, research: 8000 },
      researchMaxToolCalls: 3,
      reasoningEffort: 'low',
    });
  });

  it('sends no effort to a model that takes none', () => {
    vi.stubEnv(envNames.openAiModel, 'gpt-4.1');
    expect(config.openAi().reasoningEffort).toBeUndefined();
  });

  it("prices the model's calls from the table, and refuses a model it has no price for", () => {
    expect(config.openAi().prices).toBe(mini);
    vi.stubEnv(envNames.openAiModel, 'gpt-4o');
    expect(() => config.openAi()).toThrow(
      'OPENAI_MODEL: gpt-4o has no price in domain/ai-prices.ts, so its calls cannot be counted in money',
    );
  });

  it('refuses a pair the API refuses, in one line', () => {
    vi.stubEnv(envNames.openAiModel, 'gpt-5-mini');
    vi.stubEnv(envNames.openAiReasoningEffort, 'minimal');
    expect(() => config.openAi()).toThrow(
      'OPENAI_MODEL and OPENAI_REASONING_EFFORT: minimal effort cannot be used with web search, which every analysis uses: use low, medium or high.',
    );
  });
});
