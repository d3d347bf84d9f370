// @ts-nocheck
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { pngBytes } from '../fixtures/files';
import { waitFor } from '../support/analysis-helpers';
import { callApi } from '../support/api-client';
import { passwordSignIn, signUpConfirmed, uniqueEmail } from '../support/cognito-users';
import { FakeOpenAi } from '../support/fake-openai/fake-openai-server';
import { uploadAndCreate } from '../support/photos';
import { fakeApiKey } from '../support/start-ai-twin';
import { crash, startTwinProcess, stopWithCtrlC } from '../support/twin-process';

// docs/design.md#analysis: a crash mid-analysis loses nothing. `npm start` is killed while the
// model is still thinking; started again on the same data, it queues the unfinished
// analysis again and the item ends `ready`.

const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-analysis-restart-'));
const fake = new FakeOpenAi();

beforeAll(() => fake.start());
afterAll(async () => {
  await fake.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('restarting the twin mid-analysis', () => {
  it('ends with the item ready after the restart', async () => {
    const env = toEnvironment({
      openAiApiKey: fakeApiKey,
      openAiBaseUrl: fake.baseUrl,
      openAiTimeoutMs: '60000',
      metricsDisabled: 'true',
    });
    fake.script({ replies: [{ kind: 'hang' }] });
    const email = uniqueEmail('analysis-restart');

    const first = await startTwinProcess(dataDir, env);
    let id: string;
    try {
      await signUpConfirmed(first.twin, email);
      const { accessToken } = await passwordSignIn(first.twin, email);
      id = (await uploadAndCreate(first.twin, accessToken, pngBytes)).id;
      await waitFor(
        async () => fake.responseCalls().length,
        (calls) => calls >= 1,
      );
    } finally {
      await crash(first.child);
    }
    fake.reset(); // the model answers at once from now on

    const second = await startTwinProcess(dataDir, env);
    try {
      const { accessToken } = await passwordSignIn(second.twin, email);
      const item = await waitFor(
        async () => (await callApi(second.twin, 'GET', `/api/listings/${id}`, { token: accessToken })).body,
        (listing) => listing?.stage === 'ready',
      );
      expect(item).toMatchObject({ stage: 'ready', ai_category: 'books', analysis_error: null });
    } finally {
      expect(await stopWithCtrlC(second.child)).toBe(0);
    }
  }, 150_000);
});
