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

let held: Held[] | undefined;

for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as Write;
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (!held) return write(chunk, ...rest);
    held.push({ write, chunk });
    // Honour the callback of write(chunk, [encoding], [callback]) as the stream would.
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) queueMicrotask(callback);
    return true;
  }) as typeof stream.write;
}

beforeEach(({ task, onTestFinished }) => {
  held = [];
  onTestFinished(() => {
    const output = held ?? [];
    held = undefined;
    if (task.result?.state !== 'fail' || output.length === 0) return;
    const write = output[0]!.write;
    write(`\n--- output of the failed test "${task.fullName}" ---\n`);
    for (const { write, chunk } of output) write(chunk);
    write(`--- end of output of "${task.fullName}" ---\n`);
  });
});
