import { describe, expect, it } from 'vitest';
import { holdTwinOutput, isTwinLogLine } from '../../support/held-twin-output';
import { failedTestsOf, retriedTestsOf } from '../../support/failed-tests';

// The shared twin's log lines are held on a green run and shown on a failed one
// (docs/architecture/testing.md#how-tests-are-written).

function fakeStream() {
  const written: string[] = [];
  const stream = {
    write(chunk: string | Uint8Array, ...rest: unknown[]) {
      written.push(String(chunk));
      (rest.find((arg) => typeof arg === 'function') as (() => void) | undefined)?.();
      return true;
    },
  };
  return { stream: stream as unknown as NodeJS.WriteStream, written };
}

const logLine =
  '{"level":"WARN","message":"request failed","timestamp":"2026-11-27T06:17:56.404Z","service":"snap-list-shift"}';
const metricsLine = '{"_aws":{"Timestamp":1795760271993},"service":"snap-list-shift","AnalysesStarted":1}';

describe("the twin's output in a test run", () => {
  it("knows Powertools' log and metrics lines from the reporter's", () => {
    expect(isTwinLogLine(logLine)).toBe(true);
    expect(isTwinLogLine(metricsLine)).toBe(true);
    expect(isTwinLogLine(' ✓ integration tests/integration/profile.test.ts (4 tests)')).toBe(false);
    expect(isTwinLogLine('{"name":"not a log line"}')).toBe(false);
    expect(isTwinLogLine('{not json}')).toBe(false);
  });

  it('holds the log lines of a green run and prints nothing of them', () => {
    const { stream, written } = fakeStream();
    const held = holdTwinOutput([stream]);
    stream.write(`${logLine}\n`);
    stream.write(`${metricsLine}\n`);
    stream.write('Test Files  1 passed (1)\n');
    held.release(false);
    expect(written).toEqual(['Test Files  1 passed (1)\n']);
    expect(held.lines).toEqual([logLine, metricsLine]);
  });

  it('prints the held lines when the run failed, then writes straight through again', () => {
    const { stream, written } = fakeStream();
    const held = holdTwinOutput([stream]);
    stream.write(`${logLine}\n`);
    held.release(true);
    expect(written.join('')).toContain(`${logLine}\n`);
    stream.write(`${metricsLine}\n`);
    expect(written.at(-1)).toBe(`${metricsLine}\n`);
  });

  it("calls a held write's callback, as the stream would", async () => {
    const { stream } = fakeStream();
    const held = holdTwinOutput([stream]);
    const done = new Promise<void>((resolve) => stream.write(`${logLine}\n`, () => resolve()));
    await expect(done).resolves.toBeUndefined();
    held.release(false);
  });
});

describe('the recap of a failed run', () => {
  it('ends the output with one line per failed test, after the held lines', () => {
    const { stream, written } = fakeStream();
    const held = holdTwinOutput([stream]);
    stream.write(`${logLine}\n`);
    held.release(true, ['FAIL a.test.ts > a journey > keeps the item: expected 1 to be 2']);
    const text = written.join('');
    expect(text.indexOf(logLine)).toBeLessThan(text.indexOf('FAIL a.test.ts'));
    expect(written.at(-1)).toBe('FAIL a.test.ts > a journey > keeps the item: expected 1 to be 2\n');
  });

  it('names each failed test once, by its file and suites, with its first error line', () => {
    const test = (name: string, state: 'pass' | 'fail', message?: string) => ({
      type: 'test',
      name,
      result: { state, errors: message === undefined ? [] : [{ message }] },
    });
    const files = [
      {
        type: 'suite',
        name: 'tests/e2e/a.test.ts',
        result: { state: 'fail' },
        tasks: [
          {
            type: 'suite',
            name: 'at phone size',
            result: { state: 'fail' },
            tasks: [test('keeps the item', 'fail', 'Timeout\nat line 3'), test('saves', 'pass')],
          },
        ],
      },
      {
        type: 'suite',
        name: 'tests/e2e/b.test.ts',
        result: { state: 'fail', errors: [{ message: 'hook timed out' }] },
        tasks: [],
      },
      { type: 'suite', name: 'tests/e2e/c.test.ts', result: { state: 'pass' }, tasks: [test('ok', 'pass')] },
    ] as unknown as Parameters<typeof failedTestsOf>[0];
    expect(failedTestsOf(files)).toEqual([
      'FAIL tests/e2e/a.test.ts > at phone size > keeps the item: Timeout',
      'FAIL tests/e2e/b.test.ts: hook timed out',
    ]);
  });
});

describe('the tests that passed only on a retry', () => {
  it('are named, and a test that passed first time or failed is not', () => {
    const test = (name: string, state: 'pass' | 'fail', retryCount: number) => ({
      type: 'test',
      name,
      result: { state, retryCount },
    });
    const files = [
      {
        type: 'suite',
        name: 'tests/e2e/a.test.ts',
        tasks: [
          {
            type: 'suite',
            name: 'at phone size',
            tasks: [test('flaky', 'pass', 1), test('steady', 'pass', 0), test('broken', 'fail', 1)],
          },
        ],
      },
    ] as unknown as Parameters<typeof retriedTestsOf>[0];
    expect(retriedTestsOf(files)).toEqual([
      'RETRIED tests/e2e/a.test.ts > at phone size > flaky: passed on retry 1',
    ]);
  });

  it('say what the failed attempt tripped on, when the runner kept its error', () => {
    const files = [
      {
        type: 'suite',
        name: 'tests/e2e/b.test.ts',
        tasks: [
          {
            type: 'test',
            name: 'flaky',
            result: {
              state: 'pass',
              retryCount: 1,
              errors: [{ message: 'Timeout 30000ms exceeded.\nmore' }],
            },
          },
        ],
      },
    ] as unknown as Parameters<typeof retriedTestsOf>[0];
    expect(retriedTestsOf(files)).toEqual([
      'RETRIED tests/e2e/b.test.ts > flaky: passed on retry 1 (first attempt: Timeout 30000ms exceeded.)',
    ]);
  });
});
