import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { modelPrices } from '#domain/ai-prices.ts';
import { callHoldMicros } from '#domain/ai-spend.ts';
import { messages } from '#domain/messages.ts';
import { AiFailure } from '#lambdas/lib/ports/ai-failure.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { watchOperationalMetrics } from '#lambdas/lib/runtime/count-operational-metric.ts';
import { OpenAiAnalyser, type OpenAiSettings } from '#lambdas/lib/adapters/openai/openai-analyser.ts';
import { forgetOpenAiApiKey, openAiApiKeySource } from '#lambdas/lib/runtime/factories/openai-api-key.ts';
import type { OperationalMetric } from '#lambdas/lib/runtime/operational-metrics.ts';
import { FakeOpenAi } from '#tests/support/fake-openai/fake-openai-server.ts';
import { InMemoryAiBudget } from '#tests/support/in-memory/in-memory-ai-budget.ts';

// The spend ceilings on every model call, the daily budget and the key that is read again
// when OpenAI refuses it, through the real SDK against the fake Responses API.

const photo = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), contentType: 'image/jpeg' };
const fake = new FakeOpenAi();
const secrets = mockClient(SecretsManagerClient);
const secretArn = 'arn:aws:secretsmanager:eu-west-2:123456789012:secret:openai-AbCdEf';
const settings: OpenAiSettings = {
  model: 'gpt-test-vision',
  prices: modelPrices['gpt-5-mini']!,
  timeoutMs: 2000,
  maxRetries: 0,
  refineTimeBoxMs: 2000,
  reasoningEffort: 'low',
  maxOutputTokens: { identify: 4000, research: 8000 },
  researchMaxToolCalls: 3,
};
const refineRequest = { userInstruction: 'Shorter title', oldFields: {}, detailsText: '', country: 'GB' };

function analyser(options: { budget?: InMemoryAiBudget; apiKey?: string | (() => Promise<string>) } = {}) {
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'sk-test-0123',
    baseURL: fake.baseUrl,
    maxRetries: 0,
  });
  return new OpenAiAnalyser(client, settings, {
    budget: options.budget ?? new InMemoryAiBudget(),
    onKeyRefused: forgetOpenAiApiKey,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<AiFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiFailure);
  return error as AiFailure;
}

let counted: OperationalMetric[];
let stopWatching: () => void;
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => {
  fake.reset();
  secrets.reset();
  forgetOpenAiApiKey();
  counted = [];
  stopWatching = watchOperationalMetrics((metric) => counted.push(metric));
});
afterEach(() => {
  stopWatching();
  vi.unstubAllEnvs();
});

describe('every model call', () => {
  it("carries its own call's max_output_tokens and the reasoning effort: identify, research and refine", async () => {
    await analyser().analyse([photo], { country: 'GB' });
    await analyser().refine([photo], refineRequest);
    const bodies = fake.responseCalls().map((call) => call.body);
    expect(bodies.map((body) => [body.max_output_tokens, body.reasoning])).toEqual([
      [4000, { effort: 'low' }],
      [8000, { effort: 'low' }],
      [4000, { effort: 'low' }],
    ]);
  });

  it('limits the web searches of the research call only (max_tool_calls)', async () => {
    await analyser().analyse([photo], { country: 'GB' });
    await analyser().refine([photo], refineRequest);
    expect(fake.responseCalls().map((call) => call.body.max_tool_calls)).toEqual([undefined, 3, undefined]);
  });

  it('is refused by the fake when it carries no ceilings, as a bad request', async () => {
    const client = new OpenAI({ apiKey: 'sk-test-0123', baseURL: fake.baseUrl, maxRetries: 0 });
    await expect(client.responses.create({ model: 'gpt-test', input: 'hello' })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('counts an AiProviderFailures when the provider fails', async () => {
    fake.script({ replies: [{ kind: 'status', status: 500 }] });
    expect((await failureOf(analyser().analyse([photo], { country: 'GB' }))).code).toBe('unavailable');
    // The attempt's hold, the failure, then nothing charged (a 500 is not billed), the hold given back.
    expect(counted).toEqual([
      'AiBudgetSpentPercent',
      'AiProviderFailures',
      'AiSpendUsd',
      'AiBudgetSpentPercent',
    ]);
  });
});

describe('the daily spend ceiling, in money', () => {
  const today = new Date();
  const mini = modelPrices['gpt-5-mini']!;
  const identifyHold = callHoldMicros(mini, { photos: 1, maxOutputTokens: 4000, maxWebSearches: 0 });
  const researchHold = callHoldMicros(mini, { photos: 0, maxOutputTokens: 8000, maxWebSearches: 3 });

  it('lets the last call that fits through, and charges what the calls cost', async () => {
    const budget = new InMemoryAiBudget(identifyHold + researchHold);
    await analyser({ budget }).analyse([photo], { country: 'GB' });
    expect(budget.spentOn(today)).toBe(1800 + 41_800); // the fake's usage; research with 4 searches
  });

  it('refuses the call past it, before asking the model, with a clear message', async () => {
    // Identify fits exactly; its cost and the research's hold do not.
    const budget = new InMemoryAiBudget(identifyHold);
    const failure = await failureOf(analyser({ budget }).analyse([photo], { country: 'GB' }));
    expect(failure.code).toBe('budget_exhausted');
    expect(failure.message).toBe('The AI service has reached its daily limit. Please try again tomorrow.');
    expect(failure.message).toBe(messages.aiDailyLimitReached.title);
    expect(fake.responseCalls()).toHaveLength(1); // identify only: research never left
    expect(counted).toEqual([
      'AiBudgetSpentPercent',
      'AiSpendUsd',
      'AiBudgetSpentPercent',
      'AiBudgetExhausted',
    ]);
  });

  it('refuses a refine too once it is spent', async () => {
    const budget = new InMemoryAiBudget(0);
    expect((await failureOf(analyser({ budget }).refine([photo], refineRequest))).code).toBe(
      'budget_exhausted',
    );
    expect(fake.responseCalls()).toHaveLength(0);
  });
});

describe('a refused OpenAI key (401)', () => {
  beforeEach(() => {
    vi.stubEnv(envNames.openAiApiKey, '');
    vi.stubEnv(envNames.openAiSecretId, secretArn);
    vi.stubEnv(envNames.region, 'eu-west-2');
  });

  it('is read again from Secrets Manager and the call made once more with the rotated key', async () => {
    secrets
      .on(GetSecretValueCommand)
      .resolvesOnce({ SecretString: 'sk-old' })
      .resolves({ SecretString: 'sk-new' });
    fake.script({ replies: [{ kind: 'status', status: 401 }] });
    const result = await analyser({ apiKey: openAiApiKeySource()! }).analyse([photo], { country: 'GB' });
    expect(result.category).toBe('books');
    const keys = fake.responseCalls().map((call) => call.headers.authorization);
    expect(keys).toEqual(['Bearer sk-old', 'Bearer sk-new', 'Bearer sk-new']);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('fails as "not set up correctly" when the key read again is refused too, trying only once more', async () => {
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'sk-revoked' });
    fake.script({ defaultReply: { kind: 'status', status: 401 } });
    const failure = await failureOf(
      analyser({ apiKey: openAiApiKeySource()! }).analyse([photo], { country: 'GB' }),
    );
    expect(failure.code).toBe('misconfigured');
    expect(fake.responseCalls()).toHaveLength(2);
  });
});
