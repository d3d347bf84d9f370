// @ts-nocheck
// An emulator the twin can stop and start again on the same port and data folder, the way a
// database or a bucket becomes unreachable for a while and comes back (the fault catalogue,
// tests/integration/catalogue/faults.test.ts, stops one mid-session).

export interface RunningEmulator {
  url: string;
  stop(): Promise<void>;
}

export interface RestartableEmulator {
  /** The same URL across restarts: the port and the data folder are kept. */
  readonly url: string;
  readonly running: boolean;
  /** Stops it (a no-op when stopped): clients then get connection refused. */
  stop(): Promise<void>;
  /** Starts it again with the data it had (a no-op when running). */
  start(): Promise<void>;
}

export async function restartable(startOne: () => Promise<RunningEmulator>): Promise<RestartableEmulator> {
  let current: RunningEmulator | undefined = await startOne();
  const url = current.url;
  return {
    url,
    get running() {
      return current !== undefined;
    },
    async stop() {
      const stopping = current;
      current = undefined;
      await stopping?.stop();
    },
    async start() {
      current ??= await startOne();
    },
  };
}
