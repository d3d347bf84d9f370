import { invokeFunction } from '#lambdas/lib/local/in-process-invoker.ts';
import { logger } from '#lambdas/lib/runtime/logger.ts';

/**
 * How often the twin polls eBay's orders: a minute, where the cloud's rule says 15
 * (lambdas/functions.ts), because the stand-in is on this machine and a person walking the sold
 * path should not wait; the order control polls at once anyway.
 */
const TWIN_EBAY_ORDERS_INTERVAL_MS = 60_000;

export interface EbayOrdersPoll {
  /** Runs the poll now, after any run under way; resolves when it has finished. */
  pollNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The local home of the ebay-orders EventBridge schedule: the same handler, run in this process
 * every `intervalMs` and on demand (the stand-in's order control), one run at a time.
 */
export function startEbayOrdersPoll(intervalMs = TWIN_EBAY_ORDERS_INTERVAL_MS): EbayOrdersPoll {
  let running: Promise<void> = Promise.resolve();
  const pollNow = () => {
    running = running
      .then(() => invokeFunction('ebay-orders', {}))
      .then(
        () => undefined,
        (error: unknown) => logger.error('ebay orders poll failed', { error }),
      );
    return running;
  };
  const timer = setInterval(() => void pollNow(), intervalMs);
  timer.unref();
  return {
    pollNow,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
