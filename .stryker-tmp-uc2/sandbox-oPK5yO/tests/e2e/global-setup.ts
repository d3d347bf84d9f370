// @ts-nocheck
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { toEnvironment } from '#lambdas/lib/runtime/config.ts';
import '../support/twin-context';
import { FakeOpenAi } from '../support/fake-openai/fake-openai-server';
import { heldAiEnvironment } from '../support/start-ai-twin';
import { startTestTwin } from '../support/start-test-twin';

/**
 * The browser tests' shared twin, its AI the real OpenAI code path pointed at the fake
 * Responses API, which holds every call open: an uploaded item stays `analyzing`. The whole
 * journey (whole-journey.test.ts) starts its own product and fake, to script the model.
 */
export default async function setup(project: TestProject) {
  const siteDir = path.resolve('dist/web');
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error('dist/web is missing: the browser tests need "npm run build:web" first.');
  }
  const fake = await new FakeOpenAi().start();
  fake.script({ defaultReply: { kind: 'hang' } });
  Object.assign(process.env, toEnvironment(heldAiEnvironment(fake)));
  const stopTwin = await startTestTwin(project, siteDir);
  return async () => {
    await stopTwin();
    await fake.stop();
  };
}
