// The recap printed at the end of a failed run with a twin: CI shows only the tail of a run.
import type { RunnerTask, RunnerTestFile } from 'vitest';

/** One line per failed test (or file, when it failed outside a test): its names and first error. */
export function failedTestsOf(files: readonly RunnerTestFile[]): string[] {
  const lines: string[] = [];
  const report = (task: RunnerTask, names: readonly string[]) => {
    const error = task.result?.errors?.[0];
    lines.push(`FAIL ${names.join(' > ')}: ${error === undefined ? 'failed' : firstLine(error)}`);
  };
  const visit = (task: RunnerTask, names: readonly string[]): boolean => {
    const path = [...names, task.name];
    const childFailed = 'tasks' in task && task.tasks.map((child) => visit(child, path)).some(Boolean);
    const failed = task.result?.state === 'fail';
    if (failed && !childFailed) report(task, path);
    return failed || childFailed;
  };
  for (const file of files) {
    const childFailed = file.tasks.map((task) => visit(task, [file.name])).some(Boolean);
    if (file.result?.state === 'fail' && !childFailed) report(file, [file.name]);
  }
  return lines;
}

/** One line per test that passed only on a retry: a flaky test, named even in a green run. */
export function retriedTestsOf(files: readonly RunnerTestFile[]): string[] {
  const lines: string[] = [];
  const visit = (task: RunnerTask, names: readonly string[]) => {
    const path = [...names, task.name];
    if ('tasks' in task) for (const child of task.tasks) visit(child, path);
    const retries = task.result?.retryCount ?? 0;
    if (task.type === 'test' && task.result?.state === 'pass' && retries > 0) {
      // The failed attempt's error, where the runner kept it: what a flaky test tripped on.
      const error = task.result.errors?.[0];
      const why = error === undefined ? '' : ` (first attempt: ${firstLine(error)})`;
      lines.push(`RETRIED ${path.join(' > ')}: passed on retry ${retries}${why}`);
    }
  };
  for (const file of files) for (const task of file.tasks) visit(task, [file.name]);
  return lines;
}

/** An error's first line, cut to 300 characters. */
export function firstLine(error: unknown): string {
  const message =
    error !== null && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  return message.split('\n')[0]!.slice(0, 300);
}
