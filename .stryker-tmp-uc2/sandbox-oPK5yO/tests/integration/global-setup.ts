// @ts-nocheck
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import '../support/twin-context';
import { startTestTwin } from '../support/start-test-twin';

export default function setup(project: TestProject) {
  return startTestTwin(project, path.resolve('dist/web'));
}
