import sharp from 'sharp';
import { formatMicros, pricesFor } from '#domain/ai-prices.ts';
import { callHoldMicros } from '#domain/ai-spend.ts';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import type { LocalTwin } from '#infra/local/twin.ts';
import { callApi } from '#tests/support/api-client.ts';
import {
  imageCount,
  type FakeOpenAi,
  type RecordedRequest,
} from '#tests/support/fake-openai/fake-openai-server.ts';
import { putToPresignedUrl, requestUpload } from '#tests/support/photos.ts';
import { realPhotoPath } from '#tests/support/test-photo.ts';
import type { TwinInfo } from '#tests/support/twin-context.ts';
import { median } from './stats';
import { kib, ms, type BenchRow } from './table';

// The analysis of an item with 1 and with 8 photos (docs/product.md#photos): every photo is
// read from the bucket, checked and sent to the identify call as an image of its own, so the
// time grows with the photos. Each item's first run is made to fail (the fake answers 400),
// its photos are added, then the retry is timed from POST .../analyze to the item ready:
// queue, photo reads, identify with N images and research through the SDK, the write. The
// fake model answers each call after a fixed delay, which is taken off. What the run sent the
// fake model is reported too (docs/operator-guide.md#what-a-day-of-ai-costs): the calls, their
// images and bytes, the input tokens they would cost on gpt-5-mini, the output ceilings asked
// and what the calls hold of the daily spend ceiling on gpt-5-mini before they answer.

const modelDelayMs = 250;
const runs = 5;
/** identify, then research. */
const modelCalls = 2;

/** A photo as the app uploads it: 2048 px on the long edge, re-encoded (about the app's size). */
async function preparedPhoto(variant: number): Promise<Buffer> {
  return sharp(realPhotoPath)
    .rotate(variant * 90)
    .resize(2048, 1536, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
}

async function upload(info: TwinInfo, token: string, bytes: Buffer, name: string): Promise<string> {
  const ticket = await requestUpload(info, token, {
    filename: name,
    contentType: 'image/webp',
    size: bytes.length,
  });
  await putToPresignedUrl(ticket.body, bytes);
  return ticket.body.key;
}

/** The bench's photo as gpt-5-mini counts it: 32-px patches, at most 1,536, times 1.62. */
const photoTokens = Math.ceil(Math.min(1536, Math.ceil(2048 / 32) * Math.ceil(1536 / 32)) * 1.62);

/** What one analysis sent the fake model, from its recorded requests. */
function spendOf(calls: RecordedRequest[]): string {
  const images = calls.map((call) => imageCount(call.body));
  const bytes = calls.reduce((sum, call) => sum + JSON.stringify(call.body).length, 0);
  const textChars = bytes - calls.reduce((sum, call) => sum + imageBytesOf(call.body), 0);
  const inputTokens = Math.ceil(textChars / 4) + images.reduce((sum, n) => sum + n * photoTokens, 0);
  const ceilings = calls.reduce((sum, call) => sum + Number(call.body.max_output_tokens ?? 0), 0);
  const prices = pricesFor('gpt-5-mini');
  const held = calls.reduce(
    (sum, call, i) =>
      sum +
      (prices
        ? callHoldMicros(prices, {
            photos: images[i] ?? 0,
            maxOutputTokens: Number(call.body.max_output_tokens ?? 0),
            maxWebSearches: Number(call.body.max_tool_calls ?? 0),
          })
        : 0),
    0,
  );
  return (
    `${calls.length} calls (images ${images.join(' + ')}), ${kib(bytes)} sent, ` +
    `~${inputTokens.toLocaleString('en-GB')} input tokens, output ceilings ${ceilings.toLocaleString('en-GB')}, ` +
    `${formatMicros(held)} held on gpt-5-mini`
  );
}

/** The characters of the data URLs in a body: sent as images, not counted as text. */
function imageBytesOf(body: { input?: unknown }): number {
  type Part = { type?: string; image_url?: string };
  const messages = Array.isArray(body.input) ? (body.input as { content?: Part[] }[]) : [];
  return messages
    .flatMap((message) => message.content ?? [])
    .filter((part) => part.type === 'input_image')
    .reduce((sum, part) => sum + String(part.image_url).length, 0);
}

async function analysedWith(
  twin: LocalTwin,
  info: TwinInfo,
  token: string,
  fake: FakeOpenAi,
  photos: Buffer[],
  run: number,
): Promise<{ ms: number; calls: RecordedRequest[] }> {
  // The first run fails at once, so the item waits for its retry with every photo added.
  fake.script({ replies: [{ kind: 'status', status: 400 }] });
  const keys = [];
  for (const [i, bytes] of photos.entries())
    keys.push(await upload(info, token, bytes, `bench-${run}-${i}.webp`));
  const created = await callApi(info, 'POST', '/api/listings', { token, body: { imageKey: keys[0] } });
  await twin.analysesSettled();
  const id = created.body.id as string;
  if (keys.length > 1) {
    const added = await callApi(info, 'PUT', `/api/listings/${id}/photos`, {
      token,
      body: { keys, seen: [keys[0]] },
    });
    if (added.status !== 200) throw new Error(`photos refused: ${JSON.stringify(added.body)}`);
  }
  fake.script({ defaultDelayMs: modelDelayMs, expectImages: photos.length });
  const before = fake.responseCalls().length;
  const started = performance.now();
  const retried = await callApi(info, 'POST', `/api/listings/${id}/analyze`, { token });
  if (retried.status !== 202) throw new Error(`retry refused: ${JSON.stringify(retried.body)}`);
  await twin.analysesSettled();
  const elapsed = performance.now() - started;
  const item = await callApi(info, 'GET', `/api/listings/${id}`, { token });
  if (item.body.stage !== 'ready')
    throw new Error(`analysis ended ${item.body.stage}: ${item.body.analysis_error}`);
  return { ms: elapsed - modelCalls * modelDelayMs, calls: fake.responseCalls().slice(before) };
}

export async function photosAnalysisRows(
  twin: LocalTwin,
  info: TwinInfo,
  token: string,
  fake: FakeOpenAi,
): Promise<BenchRow[]> {
  const photos = await Promise.all(
    Array.from({ length: MAX_PHOTOS_PER_ITEM }, (_, variant) => preparedPhoto(variant)),
  );
  const averageBytes = photos.reduce((sum, bytes) => sum + bytes.length, 0) / photos.length;
  const rows: BenchRow[] = [];
  for (const count of [1, MAX_PHOTOS_PER_ITEM]) {
    const times: number[] = [];
    let calls: RecordedRequest[] = [];
    for (let run = 0; run < runs; run++) {
      const measured = await analysedWith(twin, info, token, fake, photos.slice(0, count), run);
      times.push(measured.ms);
      calls = measured.calls;
    }
    rows.push({
      figure: `analysis with ${count} photo${count === 1 ? '' : 's'}, minus the fake AI delay`,
      value: ms(median(times)),
      method:
        `retry -> ready, median of ${runs}; ${count} x ${kib(averageBytes)} WebP 2048x1536; ` +
        `fake OpenAI answers each of ${modelCalls} calls after ${modelDelayMs} ms`,
    });
    rows.push({
      figure: `model spend, ${count}-photo analysis`,
      value: spendOf(calls),
      method:
        `the fake's recorded requests of one run; input tokens: text / 4 plus ${photoTokens} per ` +
        `2048x1536 photo (gpt-5-mini's image rule)`,
    });
  }
  fake.script({});
  return rows;
}
