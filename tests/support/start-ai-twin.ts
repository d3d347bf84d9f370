import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LocalTwin, startLocalTwin } from '#infra/local/twin.ts';
import { type EnvValues, toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { FakeOpenAi } from './fake-openai/fake-openai-server';
import { twinInfoOf, type TwinInfo } from './twin-context';

// A local twin of its own, in the test's process, whose AI is the real OpenAI code path
// pointed at the fake Responses API, so a test can script the model and wait for queued
// analyses to finish. Its own, because the fake's script and the AI limits are per twin.

export const fakeApiKey = 'sk-test-fake-key-never-real-0123456789abcdef';

/**
 * The settings of a browser test's twin whose fake AI the test holds open on purpose while
 * it looks at a screen: no timeout or retry may cut the wait short.
 */
export function heldAiEnvironment(fake: FakeOpenAi): EnvValues {
  return {
    openAiApiKey: fakeApiKey,
    openAiBaseUrl: fake.baseUrl,
    openAiTimeoutMs: '600000',
    openAiMaxRetries: '0',
    metricsDisabled: 'true',
  };
}

export interface AiTwin {
  twin: LocalTwin;
  info: TwinInfo;
  fake: FakeOpenAi;
  stop(): Promise<void>;
}

export async function startAiTwin(env: EnvValues = {}): Promise<AiTwin> {
  const fake = await new FakeOpenAi().start();
  const settings = toEnvironment({
    openAiApiKey: fakeApiKey,
    openAiBaseUrl: fake.baseUrl,
    // A model the price table holds (domain/ai-prices.ts): the functions refuse one it lacks,
    // since its calls could not be counted in money, and every analysis would fail.
    openAiModel: 'gpt-5-mini',
    openAiTimeoutMs: '500',
    openAiMaxRetries: '2',
    metricsDisabled: 'true',
    previewDns: 'off',
    ...env,
  });
  Object.assign(process.env, settings);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sls-ai-twin-'));
  const twin = await startLocalTwin({
    dataDir,
    siteDir: path.resolve('dist/web'),
    ports: { gateway: 0, cognito: 0, dynamodb: 0, s3: 0 },
  });
  const info = twinInfoOf(twin, dataDir);
  return {
    twin,
    info,
    fake,
    async stop() {
      await twin.analysesSettled();
      await twin.stop();
      await fake.stop();
      for (const name of Object.keys(settings)) delete process.env[name];
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
