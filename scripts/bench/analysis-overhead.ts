import type { LocalTwin } from '#infra/local/twin.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { callApi } from '#tests/support/api-client.ts';
import type { FakeOpenAi } from '#tests/support/fake-openai/fake-openai-server.ts';
import { putToPresignedUrl, requestUpload } from '#tests/support/photos.ts';
import type { TwinInfo } from '#tests/support/twin-context.ts';
import { type Deadline, percentile } from './measure';
import { formatTable, ms } from './table';

// Our overhead on the way from "create the listing" to "the item is ready": the whole path
// (create, queue, photo read, both model calls through the SDK, conditional write) with the
// fake model answering each call after a fixed delay, minus those delays. The upload itself
// is not counted.

const modelDelayMs = 250;
const runs = 10;

export async function analysisOverhead(
  twin: LocalTwin,
  info: TwinInfo,
  token: string,
  fake: FakeOpenAi,
  overall: Deadline,
): Promise<string> {
  fake.script({ defaultDelayMs: modelDelayMs });
  const overheads: number[] = [];
  for (let i = 0; i < runs && !overall.passed(); i++) {
    const file = { filename: `bench-analysis-${i}.png`, contentType: 'image/png', size: pngBytes.length };
    const ticket = await requestUpload(info, token, file);
    await putToPresignedUrl(ticket.body, pngBytes);
    const started = performance.now();
    const created = await callApi(info, 'POST', '/api/listings', {
      token,
      body: { imageKey: ticket.body.key },
    });
    await twin.analysesSettled();
    const elapsed = performance.now() - started;
    const item = await callApi(info, 'GET', `/api/listings/${created.body.id}`, { token });
    if (item.body.stage !== 'ready')
      throw new Error(`analysis ended ${item.body.stage}: ${item.body.analysis_error}`);
    // Two model calls per analysis (identify, research), each answered after the delay.
    overheads.push(elapsed - 2 * modelDelayMs);
  }
  overheads.sort((a, b) => a - b);
  return formatTable(
    ['create -> ready, minus model time', 'runs', 'p50 ms', 'p90 ms', 'max ms'],
    [
      [
        `fake model answering each call after ${modelDelayMs} ms`,
        String(overheads.length),
        ms(percentile(overheads, 50)),
        ms(percentile(overheads, 90)),
        ms(overheads[overheads.length - 1] ?? Number.NaN),
      ],
    ],
  );
}
