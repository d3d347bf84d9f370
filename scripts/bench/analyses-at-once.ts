import type { LocalTwin } from '#infra/local/twin.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { callApi } from '#tests/support/api-client.ts';
import type { FakeOpenAi } from '#tests/support/fake-openai/fake-openai-server.ts';
import { putToPresignedUrl, requestUpload } from '#tests/support/photos.ts';
import type { TwinInfo } from '#tests/support/twin-context.ts';

// "Analyses at once" as a figure: several listings created together, and the most model calls
// the fake had in hand at one time. An analysis makes its calls one after another (identify,
// then research), so that is the number of analyses running at once, which the twin's
// in-process queue bounds with the same setting as the cloud's event source
// (ANALYSER_CONCURRENCY here, ai.analyserConcurrency in the cloud).

/** The setting the bench twin runs with (scripts/bench.ts). */
export const benchAnalyserConcurrency = 2;
const listings = 6;
const modelDelayMs = 200;

export async function analysesAtOnceRow(
  twin: LocalTwin,
  info: TwinInfo,
  token: string,
  fake: FakeOpenAi,
): Promise<{ figure: string; value: string; method: string }> {
  fake.reset();
  fake.script({ defaultDelayMs: modelDelayMs });
  const created = await Promise.all(
    Array.from({ length: listings }, async (_, i) => {
      const file = { filename: `bench-at-once-${i}.png`, contentType: 'image/png', size: pngBytes.length };
      const ticket = await requestUpload(info, token, file);
      await putToPresignedUrl(ticket.body, pngBytes);
      return callApi(info, 'POST', '/api/listings', { token, body: { imageKey: ticket.body.key } });
    }),
  );
  await twin.analysesSettled();
  for (const listing of created) {
    const item = await callApi(info, 'GET', `/api/listings/${listing.body.id}`, { token });
    if (item.body.stage !== 'ready') throw new Error(`an analysis ended ${item.body.stage}`);
  }
  return {
    figure: `analyses at once (setting ${benchAnalyserConcurrency})`,
    value: String(fake.peakInFlight),
    method: `${listings} listings created together; most model calls in flight at the fake at one time`,
  };
}
