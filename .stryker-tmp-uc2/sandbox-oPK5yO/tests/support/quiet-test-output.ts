// @ts-nocheck
import { beforeEach } from 'vitest';

// A vitest setup file. Tests provoke errors on purpose, and Powertools Logger writes each
// one as a JSON line straight to process.stdout/stderr (through its own Console, which
// vitest's console capture does not see), so a green run would print hundreds of them.
// What a test writes to the two streams is held, and printed only if the test failed.
// Writes outside a test (collection, beforeAll/afterAll) go through as before.
// captureLogs() (tests/unit/lambdas/lambda-test-kit.ts) spies on the same `write` while it
// is active and hands what it saw on, so those lines are held too.

type Write = (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;

interface Held {
  write: Write;
  chunk: string | Uint8Array;
}

/** Shared by every test file run in this worker process, which share its two streams. */
interface Holder {
  held: Held[] | undefined;
}

const holderKey = Symbol.for('snap-list-shift.quiet-test-output');
const global = globalThis as { [holderKey]?: Holder };

function installHolder(): Holder {
  const holder: Holder = { held: undefined };
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as Write;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      if (!holder.held) return write(chunk, ...rest);
      holder.held.push({ write, chunk });
      // Honour the callback of write(chunk, [encoding], [callback]) as the stream would.
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (callback) queueMicrotask(callback);
      return true;
    }) as typeof stream.write;
  }
  return holder;
}

// Once per process: each test file evaluates this module again, on the same streams.
const holder = (global[holderKey] ??= installHolder());

beforeEach(({ task, onTestFinished }) => {
  holder.held = [];
  onTestFinished(() => {
    const output = holder.held ?? [];
    holder.held = undefined;
    if (task.result?.state !== 'fail' || output.length === 0) return;
    const write = output[0]!.write;
    write(`\n--- output of the failed test "${task.fullName}" ---\n`);
    for (const { write, chunk } of output) write(chunk);
    write(`--- end of output of "${task.fullName}" ---\n`);
  });
});
