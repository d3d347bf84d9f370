// @ts-nocheck
// `npm start` and `npm run dev` stop the same way: Ctrl-C (or a TERM) stops what they started,
// once, then exits (docs/architecture/twin.md#running-it).

export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await stop();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
