// @ts-nocheck
import { invokeFunction } from '#lambdas/lib/local/in-process-invoker.ts';
import { logger } from '#lambdas/lib/runtime/logger.ts';

/**
 * The local home of the sweeper's EventBridge schedule: the same handler, run in this process
 * every `intervalMs` (one run at a time). Returns how to stop it.
 */
export function startAnalysisSweepTimer(intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => invokeFunction('analysis-sweeper', {}))
      .catch((error: unknown) => logger.error('analysis sweep failed', { error }));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
