import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import '../support/twin-context';
import { startTestTwin } from '../support/start-test-twin';

export default function setup(project: TestProject) {
  const siteDir = path.resolve('dist/web');
  if (!existsSync(path.join(siteDir, 'index.html'))) {
    throw new Error('dist/web is missing: the browser tests need "npm run build:web" first.');
  }
  return startTestTwin(project, siteDir);
}
