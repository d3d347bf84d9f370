// @ts-nocheck
import type { LocalTwin } from '#infra/local/twin.ts';
import { toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { callApi } from '#tests/support/api-client.ts';
import type { FakeOpenAi } from '#tests/support/fake-openai/fake-openai-server.ts';
import { putToPresignedUrl, requestUpload } from '#tests/support/photos.ts';
import type { TwinInfo } from '#tests/support/twin-context.ts';
import { median } from './stats';
import { ms, type BenchRow } from './table';

// How long a user waits, at worst, before a hung model gives them Try again: from creating
// the listing to the item carrying a retryable failure, with the fake model never answering
// and the job's deadline made small (the product's is config.analysisDeadlineMs()).

const deadlineMs = 1000;
const runs = 3;

export async function hungModelRow(
  twin: LocalTwin,
  info: TwinInfo,
  token: string,
  fake: FakeOpenAi,
): Promise<BenchRow> {
  const deadline = toEnvironment({ analysisDeadlineMs: String(deadlineMs) });
  const before = Object.fromEntries(Object.keys(deadline).map((name) => [name, process.env[name]]));
  Object.assign(process.env, deadline);
  fake.script({ defaultReply: { kind: 'hang' } });
  const waits: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const file = { filename: `bench-hung-${i}.png`, contentType: 'image/png', size: pngBytes.length };
      const ticket = await requestUpload(info, token, file);
      await putToPresignedUrl(ticket.body, pngBytes);
      const started = performance.now();
      const created = await callApi(info, 'POST', '/api/listings', {
        token,
        body: { imageKey: ticket.body.key },
      });
      await twin.analysesSettled();
      waits.push(performance.now() - started);
      const item = await callApi(info, 'GET', `/api/listings/${created.body.id}`, { token });
      if (!item.body.analysis_error) throw new Error(`the hung analysis ended ${item.body.stage}`);
    }
  } finally {
    fake.reset();
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return {
    figure: 'hung model -> retryable item',
    value: ms(median(waits)),
    method: `median of ${runs}; fake OpenAI never answers, job deadline ${deadlineMs} ms`,
  };
}
