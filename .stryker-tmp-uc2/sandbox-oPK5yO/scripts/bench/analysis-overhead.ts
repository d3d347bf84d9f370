// @ts-nocheck
import type { LocalTwin } from '#infra/local/twin.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { callApi } from '#tests/support/api-client.ts';
import type { FakeOpenAi } from '#tests/support/fake-openai/fake-openai-server.ts';
import { putToPresignedUrl, requestUpload } from '#tests/support/photos.ts';
import type { TwinInfo } from '#tests/support/twin-context.ts';
import { median } from './stats';
import { ms, type BenchRow } from './table';

// Our overhead on the way from "upload the photo" to "the item is ready": presign, PUT, create,
// queue, photo read, both model calls through the SDK and the conditional write, with the fake
// model answering each call after a fixed delay, minus those delays.

const modelDelayMs = 250;
const runs = 10;
/** Model calls per analysis (identify, then research), each answered after the delay. */
const modelCalls = 2;

export async function analysisOverheadRow(
  twin: LocalTwin,
  info: TwinInfo,
  token: string,
  fake: FakeOpenAi,
): Promise<BenchRow> {
  fake.script({ defaultDelayMs: modelDelayMs });
  const overheads: number[] = [];
  for (let i = 0; i < runs; i++) {
    const file = { filename: `bench-analysis-${i}.png`, contentType: 'image/png', size: pngBytes.length };
    const started = performance.now();
    const ticket = await requestUpload(info, token, file);
    await putToPresignedUrl(ticket.body, pngBytes);
    const created = await callApi(info, 'POST', '/api/listings', {
      token,
      body: { imageKey: ticket.body.key },
    });
    await twin.analysesSettled();
    const elapsed = performance.now() - started;
    const item = await callApi(info, 'GET', `/api/listings/${created.body.id}`, { token });
    if (item.body.stage !== 'ready')
      throw new Error(`analysis ended ${item.body.stage}: ${item.body.analysis_error}`);
    overheads.push(elapsed - modelCalls * modelDelayMs);
  }
  return {
    figure: 'upload -> ready, minus the fake AI delay',
    value: ms(median(overheads)),
    method: `median of ${runs}; fake OpenAI answers each of ${modelCalls} calls after ${modelDelayMs} ms`,
  };
}
