import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { modelPrices } from '#domain/ai-prices.ts';
import { AiFailure } from '#lambdas/lib/ports/ai-failure.ts';
import type { ItemPhotos, PhotoInput } from '#lambdas/lib/ports/listing-analyser.ts';
import { OpenAiAnalyser } from '#lambdas/lib/adapters/openai/openai-analyser.ts';
import { identifyInstructions } from '#lambdas/lib/adapters/openai/prompts.ts';
import { FakeOpenAi, promptText } from '#tests/support/fake-openai/fake-openai-server.ts';
import { InMemoryAiBudget } from '#tests/support/in-memory/in-memory-ai-budget.ts';

// The identify and refine calls see every photo of the item, in order (docs/product.md#photos),
// through the real `openai` SDK against the local fake, which counts the images it gets.

const fake = new FakeOpenAi();

const photoNumbered = (n: number): PhotoInput => ({
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, n]),
  contentType: 'image/jpeg',
});
const fourPhotos: ItemPhotos = [photoNumbered(1), photoNumbered(2), photoNumbered(3), photoNumbered(4)];
const dataUrlOf = (photo: PhotoInput) =>
  `data:image/jpeg;base64,${Buffer.from(photo.bytes).toString('base64')}`;

function analyser() {
  const client = new OpenAI({ apiKey: 'sk-test-not-a-real-key', baseURL: fake.baseUrl, maxRetries: 0 });
  return new OpenAiAnalyser(
    client,
    {
      model: 'gpt-test-vision',
      prices: modelPrices['gpt-5-mini']!,
      timeoutMs: 2000,
      maxRetries: 0,
      refineTimeBoxMs: 2000,
      reasoningEffort: 'low',
      maxOutputTokens: { identify: 4000, research: 8000 },
      researchMaxToolCalls: 3,
    },
    { budget: new InMemoryAiBudget() },
  );
}

const refineRequest = { userInstruction: 'Read the label.', oldFields: {}, detailsText: '', country: 'GB' };

beforeAll(async () => {
  await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

describe('several photos of one item', () => {
  it('sends every photo to identify as its own input_image, the cover first', async () => {
    await analyser().analyse(fourPhotos, { country: 'GB' });

    const [identify] = fake.responseCalls();
    const images = identify!.body.input[0].content.filter(
      (part: { type: string }) => part.type === 'input_image',
    );
    expect(images.map((image: { image_url: string }) => image.image_url)).toEqual(fourPhotos.map(dataUrlOf));
    expect(fake.imageCounts()).toEqual([4]);
  });

  it('tells the model how many photos it sees and to read their labels, sizes, ISBNs and model numbers', async () => {
    await analyser().analyse(fourPhotos, { country: 'GB' });

    expect(promptText(fake.responseCalls()[0]!.body)).toContain('Identify this item from its 4 photos.');
    expect(identifyInstructions).toMatch(/label, tag, size, ISBN, model number/);
  });

  it('sends every photo to the refine call too', async () => {
    await analyser().refine(fourPhotos, refineRequest);

    expect(fake.imageCounts()).toEqual([4]);
  });

  it('the fake refuses a call that carries only the cover when the test expects four photos', async () => {
    fake.script({ expectImages: 4 });

    const failure = await analyser()
      .analyse([photoNumbered(1)], { country: 'GB' })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AiFailure);
    await expect(analyser().analyse(fourPhotos, { country: 'GB' })).resolves.toMatchObject({
      category: 'books',
    });
  });
});
