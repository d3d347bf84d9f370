// @ts-nocheck
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envNames } from '#lambdas/lib/runtime/config.ts';

// docs/architecture/backend.md#queue-functions: a function that sends analysis jobs checks the
// queue's URL when its module loads (when Lambda starts it), and the twin, which provides its
// in-process queue before it loads any function, starts the same module without one. Each
// test loads the modules afresh, as a new Lambda container or a new twin would.

const loadListingsFunction = () => import('#lambdas/listings/handler.ts');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the listings function, which queues analyses', () => {
  // The queue URLs are set by the unit tests' setup (tests/support/lambda-start-environment.ts).
  it('fails when it starts in the cloud without ANALYSER_QUEUE_URL, naming the variable', async () => {
    vi.stubEnv(envNames.analyserQueueUrl, '');
    vi.resetModules();
    await expect(loadListingsFunction()).rejects.toThrow(
      `${envNames.analyserQueueUrl} is not set: this function sends analysis jobs`,
    );
  });

  it('starts in the cloud with the queue URLs', async () => {
    vi.resetModules();
    await expect(loadListingsFunction()).resolves.toHaveProperty('handler');
  });

  it('starts in the twin without a queue URL, on the in-process queues the twin provides', async () => {
    vi.stubEnv(envNames.analyserQueueUrl, '');
    vi.resetModules();
    const { provideInProcessQueues } = await import('#lambdas/lib/local/in-process-queues.ts');
    provideInProcessQueues();
    await expect(loadListingsFunction()).resolves.toHaveProperty('handler');
  });
});
