import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { modelPrices } from '#domain/ai-prices.ts';
import { categoryNames } from '#domain/categories.ts';
import { conditions } from '#domain/conditions.ts';
import { relatedListings } from '#domain/related-listings.ts';
import { AiFailure } from '#lambdas/lib/ports/ai-failure.ts';
import { OpenAiAnalyser, type OpenAiSettings } from '#lambdas/lib/adapters/openai/openai-analyser.ts';
import { defaultIdentity, FakeOpenAi } from '#tests/support/fake-openai/fake-openai-server.ts';
import { InMemoryAiBudget } from '#tests/support/in-memory/in-memory-ai-budget.ts';

// The real `openai` SDK against the local fake of the Responses API (docs/design.md#ai).

const photo = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), contentType: 'image/jpeg' };
const apiKey = 'sk-test-not-a-real-key-0123456789';
const fake = new FakeOpenAi();

function analyser(overrides: Partial<OpenAiSettings> = {}, sleep = async (_ms: number) => {}) {
  const settings: OpenAiSettings = {
    model: 'gpt-test-vision',
    prices: modelPrices['gpt-5-mini']!,
    timeoutMs: 2000,
    maxRetries: 2,
    refineTimeBoxMs: 2000,
    reasoningEffort: 'low',
    maxOutputTokens: { identify: 4000, research: 8000 },
    researchMaxToolCalls: 3,
    ...overrides,
  };
  const client = new OpenAI({
    apiKey,
    baseURL: fake.baseUrl,
    timeout: settings.timeoutMs,
    // As in the functions: the analyser makes the retries, each attempt held and charged.
    maxRetries: 0,
  });
  return new OpenAiAnalyser(client, settings, { budget: new InMemoryAiBudget(), sleep });
}

async function failureOf(promise: Promise<unknown>): Promise<AiFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiFailure);
  return error as AiFailure;
}

beforeAll(async () => {
  await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

describe('OpenAiAnalyser.analyse', () => {
  it('sends the photo as an input_image data URL with a strict json_schema', async () => {
    await analyser().analyse([photo], { country: 'GB' });
    const [identify] = fake.responseCalls();
    const content = identify!.body.input[0].content;
    expect(content).toContainEqual({
      type: 'input_image',
      image_url: `data:image/jpeg;base64,${Buffer.from(photo.bytes).toString('base64')}`,
      detail: 'auto',
    });
    expect(identify!.body.text.format).toMatchObject({ type: 'json_schema', strict: true });
    expect(identify!.body.tools).toBeUndefined();
  });

  it('asks for a category among the categories, and a condition among the options', async () => {
    await analyser().analyse([photo], { country: 'GB' });
    const schema = fake.responseCalls()[0]!.body.text.format.schema;
    expect(schema.properties.category.enum).toEqual([...categoryNames]);
    expect(schema.properties.fields.properties.condition.enum).toEqual([...conditions, null]);
  });

  it('researches with web_search located in GB, asking for prices in £', async () => {
    await analyser().analyse([photo], { country: 'GB' });
    const research = fake.responseCalls()[1]!;
    expect(research.body.tools).toEqual([
      { type: 'web_search', user_location: { type: 'approximate', country: 'GB' } },
    ]);
    expect(research.body.input).toContain('£');
    expect(research.body.input).toContain('The Hobbit Tolkien hardback');
  });

  it('returns the category, details, the category fields and the trimmed research', async () => {
    const result = await analyser().analyse([photo], { country: 'GB' });
    expect(result.category).toBe('books');
    // The fake's answer, less the fields it left null (defaultIdentity is a book).
    expect(result.fields).toEqual(
      Object.fromEntries(Object.entries(defaultIdentity.fields).filter(([, value]) => value !== null)),
    );
    expect(result.fields.isbn).toBe('9780261102217');
    const json = JSON.stringify(result.enrichment);
    expect(json).not.toContain('reasoning');
    expect(json).not.toContain('web_search_call');
    expect(result.enrichment!.output.every((m) => m.type === 'message')).toBe(true);
  });

  it('keeps citations whose spans cover the markdown links, and at most 5 distinct related listings', async () => {
    const result = await analyser().analyse([photo], { country: 'GB' });
    const [text] = result.enrichment!.output[0]!.content;
    const first = text!.annotations[0]!;
    expect(text!.text.slice(first.start_index, first.end_index)).toMatch(/^\(\[www\.ebay\.co\.uk\]\(https:/);
    const related = relatedListings(result.enrichment);
    expect(related).toHaveLength(5);
    expect(related[0]).toEqual({
      url: 'https://www.ebay.co.uk/itm/1234567890',
      title: 'The Hobbit hardback, 1st edition reprint',
      price: 12.5,
    });
  });

  it('retries a 429 and succeeds', async () => {
    fake.script({ replies: [{ kind: 'status', status: 429 }] });
    const result = await analyser().analyse([photo], { country: 'GB' });
    expect(result.category).toBe('books');
    expect(fake.responseCalls()).toHaveLength(3);
  });

  it("waits what OpenAI's retry-after-ms asks before the next attempt, not a backoff", async () => {
    fake.script({ replies: [{ kind: 'status', status: 429, retryAfterMs: 40 }] });
    const waits: number[] = [];
    await analyser({}, async (ms) => void waits.push(ms)).analyse([photo], { country: 'GB' });
    expect(waits).toEqual([40]);
  });

  it.each([
    ['a 500 after the retries', { kind: 'status', status: 500 }, 'unavailable'],
    ['a hang', { kind: 'hang' }, 'timeout'],
    ['malformed JSON', { kind: 'malformed' }, 'invalid_output'],
    ['a refusal', { kind: 'refusal' }, 'refused'],
    ['schema-violating output', { kind: 'schema-violation' }, 'invalid_output'],
  ] as const)('turns %s into a clear failure', async (_name, reply, code) => {
    fake.script({ replies: [reply, reply, reply] });
    const failure = await failureOf(analyser({ timeoutMs: 300 }).analyse([photo], { country: 'GB' }));
    expect(failure.code).toBe(code);
    expect(failure.message).not.toMatch(/openai|sk-|server_error|status/i);
  });

  it('maps a rejected key to a configuration failure without echoing the key', async () => {
    fake.script({ replies: [{ kind: 'status', status: 401 }] });
    const failure = await failureOf(analyser().analyse([photo], { country: 'GB' }));
    expect(failure.code).toBe('misconfigured');
    expect(failure.message).not.toContain(apiKey);
  });
});

describe('OpenAiAnalyser.refine', () => {
  const request = {
    userInstruction: 'Write an engaging marketplace description.',
    oldFields: { title: 'The Hobbit', condition: 'Good condition' },
    detailsText: 'A hardback copy.',
    country: 'GB',
  };

  it('is one identify-style call with the instruction and old fields, and no web search', async () => {
    const result = await analyser().refine([photo], request);
    const calls = fake.responseCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.tools).toBeUndefined();
    expect(JSON.stringify(calls[0]!.body.input)).toContain('Write an engaging marketplace description.');
    expect(result.enrichment).toBeNull();
    expect(result.fields.title).toBe('The Hobbit by J. R. R. Tolkien (hardback)');
  });

  it('gives up with a timeout failure when the model is slower than the time box', async () => {
    fake.script({ replies: [{ kind: 'hang' }, { kind: 'hang' }, { kind: 'hang' }] });
    const failure = await failureOf(
      analyser({ timeoutMs: 10_000, refineTimeBoxMs: 200 }).refine([photo], request),
    );
    expect(failure.code).toBe('timeout');
  });
});

describe('AI call telemetry', () => {
  it('logs one line per call with model, latency, tokens and outcome, never the photo', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await analyser().analyse([photo], { country: 'GB' });
    } finally {
      spy.mockRestore();
    }
    const calls = lines.filter((l) => l.includes('"ai call"')).map((l) => JSON.parse(l));
    expect(calls.map((c) => c.ai.call)).toEqual(['identify', 'research']);
    expect(calls[0].ai).toMatchObject({
      model: 'gpt-test-vision',
      inputTokens: 1200,
      outputTokens: 350,
      outcome: 'ok',
    });
    expect(lines.join('')).not.toContain(Buffer.from(photo.bytes).toString('base64'));
  });
});
