// The twin that a test run shares runs in vitest's own process (a global setup), where the
// setup file quiet-test-output.ts does not reach: its handlers' JSON log lines and metrics
// (Powertools) would fill a green run. They are held here while the twin runs and printed
// once at its end, only when a test failed (docs/architecture/testing.md#how-tests-are-written).
// Everything else written to the two streams, the reporter's output first, goes through.
// The held lines come after the reporter's summary, so a recap of what failed is printed last:
// CI shows only the tail of a run.

type Write = (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;

/** A Powertools log or metrics line: one JSON object with Powertools' keys. */
export function isTwinLogLine(line: string): boolean {
  if (!line.startsWith('{') || !line.endsWith('}')) return false;
  try {
    const value = JSON.parse(line) as Record<string, unknown>;
    return typeof value === 'object' && value !== null && ('_aws' in value || 'level' in value);
  } catch {
    return false;
  }
}

export interface HeldTwinOutput {
  /** The lines held so far. */
  readonly lines: readonly string[];
  /**
   * Puts the streams back. When the run failed, prints the held lines and then the recap
   * (one line per failed test), so the output ends with what failed.
   */
  release(runFailed: boolean, recap?: readonly string[]): void;
}

export function holdTwinOutput(
  streams: NodeJS.WriteStream[] = [process.stdout, process.stderr],
): HeldTwinOutput {
  const lines: string[] = [];
  const restores = streams.map((stream) => {
    const original = stream.write;
    const write = original.bind(stream) as Write;
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
      const chunkLines = text.split('\n').filter((line) => line !== '');
      if (chunkLines.length === 0 || !chunkLines.every(isTwinLogLine)) return write(chunk, ...rest);
      lines.push(...chunkLines);
      // Honour the callback of write(chunk, [encoding], [callback]) as the stream would.
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (callback) queueMicrotask(callback);
      return true;
    }) as typeof stream.write;
    return { stream, original, write };
  });
  return {
    lines,
    release(runFailed, recap = []) {
      for (const { stream, original } of restores) stream.write = original;
      if (!runFailed) return;
      const out = restores[0]!.write;
      if (lines.length > 0) {
        out(`\n--- the twin's log lines of this failed run ---\n`);
        for (const line of lines) out(`${line}\n`);
        out(`--- end of the twin's log lines ---\n`);
      }
      if (recap.length > 0) {
        out(`\n--- what failed in this run ---\n`);
        for (const line of recap) out(`${line}\n`);
      }
    },
  };
}
