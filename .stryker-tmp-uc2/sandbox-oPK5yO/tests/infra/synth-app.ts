// @ts-nocheck
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnElement } from 'aws-cdk-lib';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { defineApp } from '#infra/define-app.ts';
import {
  parseDeploySettings,
  type DeploySettings,
  type DeploySettingsInput,
} from '#infra/settings/deploy-settings.ts';
import type { SnapListShiftStack } from '#infra/stack.ts';

// Builds the app the way `cdk synth` does: cdk.json's feature flags plus the given context,
// into a temporary cloud assembly, so test files can run in parallel with each other and
// with a developer's own `cdk synth`.

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

const madeDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  madeDirs.push(dir);
  return dir;
}

/** Call from afterAll: each assembly holds a few MB of bundles. */
export function removeTestDirs(): void {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface TestApp {
  app: App;
  stack: SnapListShiftStack;
  outdir: string;
}

/**
 * The deployment settings a test deploys with: eu-west-2 and the defaults, plus what the test
 * gives. Never the developer's deploy.settings.json or DEPLOY_* variables.
 */
export function testSettings(settings: Partial<DeploySettingsInput> = {}) {
  return parseDeploySettings({ region: 'eu-west-2', ...settings }, 'test settings');
}

export function createTestApp(
  context: Record<string, unknown> = {},
  settings: Partial<DeploySettingsInput> = {},
): TestApp {
  return createTestAppFrom(testSettings(settings), context);
}

/** The app of settings already validated (e.g. read from a settings file). */
export function createTestAppFrom(settings: DeploySettings, context: Record<string, unknown> = {}): TestApp {
  const outdir = tempDir('snap-list-shift-cdk-');
  const app = new App({ outdir, context: { ...cdkJson.context, ...context } });
  const stack = defineApp(app, settings);
  return { app, stack, outdir };
}

export function synthTestApp(
  context: Record<string, unknown> = {},
  settings: Partial<DeploySettingsInput> = {},
): TestApp & { assembly: CloudAssembly } {
  const testApp = createTestApp(context, settings);
  return { ...testApp, assembly: testApp.app.synth() };
}

/** synthTestApp, with the stack's template as JSON and ready for assertions. */
export function synthTestTemplate(
  context: Record<string, unknown> = {},
  settings: Partial<DeploySettingsInput> = {},
): ReturnType<typeof synthTestApp> & { json: any; template: Template } {
  const synth = synthTestApp(context, settings);
  const json = synth.assembly.getStackByName(synth.stack.stackName).template;
  return { ...synth, json, template: Template.fromJSON(json) };
}

/** A stand-in for `npm run build:web`: an index.html, the service worker, the manifest and one hashed asset. */
export function fakeWebBuild(): string {
  const dir = tempDir('snap-list-shift-web-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Snap List Shift"}');
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  return dir;
}

/** An empty directory: synth as if the web had never been built. */
export function noWebBuild(): string {
  return tempDir('snap-list-shift-noweb-');
}

export function logicalId(element: unknown): string {
  const cfn = element as CfnElement;
  return Stack.of(cfn).resolve(cfn.logicalId) as string;
}

/** The staged file assets and bundles of an assembly, as (path, text) pairs. */
export function assetFiles(outdir: string): { path: string; text: string }[] {
  const files: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push({ path, text: readFileSync(path, 'utf8') });
    }
  };
  for (const entry of readdirSync(outdir, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name.startsWith('asset.')) walk(join(outdir, entry.name));
  }
  return files;
}
