// @ts-nocheck
import sharp from 'sharp';
import type { LocalTwin } from '#infra/local/twin.ts';
import { callApi } from '#tests/support/api-client.ts';
import type { FakeOpenAi } from '#tests/support/fake-openai/fake-openai-server.ts';
import { putToPresignedUrl, requestUpload } from '#tests/support/photos.ts';
import { realPhotoPath } from '#tests/support/test-photo.ts';
import type { TwinInfo } from '#tests/support/twin-context.ts';
import { median } from './stats';
import { kib, ms, type BenchRow } from './table';

// The analysis of an item with 1 and with 4 photos (docs/product.md#photos): every photo is
// read from the bucket, checked and sent to the identify call as an image of its own, so the
// time grows with the photos. Each item's first run is made to fail (the fake answers 400),
// its photos are added, then the retry is timed from POST .../analyze to the item ready:
// queue, photo reads, identify with N images and research through the SDK, the write. The
// fake model answers each call after a fixed delay, which is taken off.

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

async function analysedWith(
  twin: LocalTwin,
  info: TwinInfo,
  token: string,
  fake: FakeOpenAi,
  photos: Buffer[],
  run: number,
): Promise<number> {
  // The first run fails at once, so the item waits for its retry with every photo added.
  fake.script({ replies: [{ kind: 'status', status: 400 }] });
  const keys = [];
  for (const [i, bytes] of photos.entries())
    keys.push(await upload(info, token, bytes, `bench-${run}-${i}.webp`));
  const created = await callApi(info, 'POST', '/api/listings', { token, body: { imageKey: keys[0] } });
  await twin.analysesSettled();
  const id = created.body.id as string;
  if (keys.length > 1) {
    const added = await callApi(info, 'PUT', `/api/listings/${id}/photos`, { token, body: { keys } });
    if (added.status !== 200) throw new Error(`photos refused: ${JSON.stringify(added.body)}`);
  }
  fake.script({ defaultDelayMs: modelDelayMs, expectImages: photos.length });
  const started = performance.now();
  const retried = await callApi(info, 'POST', `/api/listings/${id}/analyze`, { token });
  if (retried.status !== 202) throw new Error(`retry refused: ${JSON.stringify(retried.body)}`);
  await twin.analysesSettled();
  const elapsed = performance.now() - started;
  const item = await callApi(info, 'GET', `/api/listings/${id}`, { token });
  if (item.body.stage !== 'ready')
    throw new Error(`analysis ended ${item.body.stage}: ${item.body.analysis_error}`);
  return elapsed - modelCalls * modelDelayMs;
}

export async function photosAnalysisRows(
  twin: LocalTwin,
  info: TwinInfo,
  token: string,
  fake: FakeOpenAi,
): Promise<BenchRow[]> {
  const photos = await Promise.all([0, 1, 2, 3].map(preparedPhoto));
  const averageBytes = photos.reduce((sum, bytes) => sum + bytes.length, 0) / photos.length;
  const rows: BenchRow[] = [];
  for (const count of [1, 4]) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      times.push(await analysedWith(twin, info, token, fake, photos.slice(0, count), run));
    }
    rows.push({
      figure: `analysis with ${count} photo${count === 1 ? '' : 's'}, minus the fake AI delay`,
      value: ms(median(times)),
      method:
        `retry -> ready, median of ${runs}; ${count} x ${kib(averageBytes)} WebP 2048x1536; ` +
        `fake OpenAI answers each of ${modelCalls} calls after ${modelDelayMs} ms`,
    });
  }
  fake.script({});
  return rows;
}
