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

/** An error's first line, cut to 300 characters. */
export function firstLine(error: unknown): string {
  const message =
    error !== null && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  return message.split('\n')[0]!.slice(0, 300);
}
