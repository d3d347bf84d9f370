import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverTexts } from '#domain/messages.ts';
import { AiFailure } from '#lambdas/lib/ports/ai-failure.ts';
import type { ItemPhotos, PhotoInput } from '#lambdas/lib/ports/listing-analyser.ts';
import { config, envNames } from '#lambdas/lib/runtime/config.ts';
import { watchOperationalMetrics } from '#lambdas/lib/runtime/count-operational-metric.ts';
import { OpenAiAnalyser, type OpenAiSettings } from '#lambdas/lib/adapters/openai/openai-analyser.ts';
import { FakeOpenAi } from '#tests/support/fake-openai/fake-openai-server.ts';
import { InMemoryAiBudget } from '#tests/support/in-memory/in-memory-ai-budget.ts';

// What each model call spends of the day (docs/operator-guide.md#what-a-day-of-ai-costs): units
// weighted by its photos, the user's share, the gauge the 80 % alarm reads, the effort only a
// reasoning model gets, and a research answer cut at its ceiling kept and marked, through the
// real SDK against the fake Responses API.

const fake = new FakeOpenAi();
const photo = (n: number): PhotoInput => ({
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, n]),
  contentType: 'image/jpeg',
});
const onePhoto: ItemPhotos = [photo(1)];
const eightPhotos = [1, 2, 3, 4, 5, 6, 7, 8].map(photo) as unknown as ItemPhotos;
const settings: OpenAiSettings = {
  model: 'gpt-test-vision',
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
  return new OpenAiAnalyser(client, { ...settings, ...overrides }, { budget });
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

describe('the units a call takes of the daily budget', () => {
  it('takes 1 unit for a 1-photo identify and 1 for its research, for the user', async () => {
    const budget = new InMemoryAiBudget();
    await analyser(budget).analyse(onePhoto, { country: 'GB', userId: 'alice' });
    expect(budget.spends).toEqual([
      { weight: 1, userId: 'alice' },
      { weight: 1, userId: 'alice' },
    ]);
  });

  it('takes 2 units for an 8-photo identify, 1 for its research', async () => {
    const budget = new InMemoryAiBudget();
    await analyser(budget).analyse(eightPhotos, { country: 'GB', userId: 'alice' });
    expect(budget.spends.map((spend) => spend.weight)).toEqual([2, 1]);
  });

  it("takes a refine's units by its photos, for its user", async () => {
    const budget = new InMemoryAiBudget();
    await analyser(budget).refine(eightPhotos, refineRequest, { userId: 'bob' });
    expect(budget.spends).toEqual([{ weight: 2, userId: 'bob' }]);
  });

  it('reports how much of the day is spent after each call taken', async () => {
    await analyser(new InMemoryAiBudget(40)).analyse(eightPhotos, { country: 'GB', userId: 'alice' });
    expect(heard.filter(([metric]) => metric === 'AiBudgetSpentPercent')).toEqual([
      ['AiBudgetSpentPercent', 5],
      ['AiBudgetSpentPercent', 7.5],
    ]);
  });
});

describe("a user's share of the daily budget", () => {
  it('refuses the call that would pass it before asking the model, with its own message', async () => {
    const budget = new InMemoryAiBudget(100, 3);
    await analyser(budget).analyse(eightPhotos, { country: 'GB', userId: 'alice' }); // 3 units
    const failure = await failureOf(analyser(budget).analyse(onePhoto, { country: 'GB', userId: 'alice' }));
    expect(failure.code).toBe('user_share_spent');
    expect(failure.message).toBe(serverTexts.aiFailure.user_share_spent);
    expect(fake.responseCalls()).toHaveLength(2);
    expect(heard.map(([metric]) => metric)).toContain('AiUserShareSpent');
  });

  it('leaves another user their own share', async () => {
    const budget = new InMemoryAiBudget(100, 3);
    await analyser(budget).analyse(eightPhotos, { country: 'GB', userId: 'alice' });
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
    vi.stubEnv(envNames.openAiModel, 'gpt-4o');
    expect(config.openAi().reasoningEffort).toBeUndefined();
  });

  it('refuses a pair the API refuses, in one line', () => {
    vi.stubEnv(envNames.openAiModel, 'gpt-5-mini');
    vi.stubEnv(envNames.openAiReasoningEffort, 'minimal');
    expect(() => config.openAi()).toThrow(
      'OPENAI_MODEL and OPENAI_REASONING_EFFORT: minimal effort cannot be used with web search, which every analysis uses: use low, medium or high.',
    );
  });
});
