// @ts-nocheck
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, paintFirstScriptHash } from '#infra/security-headers.ts';
import { createTestApp, fakeWebBuild, removeTestDirs, synthTestApp } from './synth-app';

// The cloud serves what makes the app installable (docs/architecture/web.md#installable): the
// manifest with its own content type, the service worker and the manifest revalidated on
// every load like index.html, and a CSP that lets the site's own worker and manifest in.

type Json = Record<string, any>;
let template: Template;
let outdir: string;

beforeAll(() => {
  // The stand-in build has sw.js and manifest.webmanifest, as `npm run build:web` writes them.
  const synth = synthTestApp({ webDistDir: fakeWebBuild(), 'aws:cdk:bundling-stacks': [] });
  outdir = synth.outdir;
  template = Template.fromJSON(synth.assembly.getStackByName(synth.stack.stackName).template);
}, 120_000);
afterAll(removeTestDirs);

const deployments = (): Json[] =>
  Object.values(template.findResources('Custom::CDKBucketDeployment')).map(
    (resource: Json) => resource.Properties,
  );

/** The staged directory of a deployment's source (cdk.out/asset.<hash>), by its zip's key. */
function sourceDirs(deployment: Json): string[] {
  return (deployment.SourceObjectKeys as string[])
    .map((key) => join(outdir, `asset.${key.replace(/\.zip$/, '')}`))
    .filter((dir) => existsSync(dir));
}

describe('the deployed site', () => {
  it('serves the manifest as application/manifest+json, revalidated on every load', () => {
    const manifest = deployments().filter(
      (deployment) => deployment.SystemMetadata?.['content-type'] === 'application/manifest+json',
    );
    expect(manifest).toHaveLength(1);
    expect(manifest[0]).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'no-cache' } });
  });

  it('serves sw.js from the shell, revalidated on every load like index.html, and no other copy of the manifest', () => {
    const shell = deployments().find((deployment) => deployment.DistributionPaths);
    expect(shell).toMatchObject({ Prune: true, SystemMetadata: { 'cache-control': 'no-cache' } });
    expect(shell!.Exclude).toContain('manifest.webmanifest');
    const dirs = sourceDirs(shell!);
    expect(dirs.some((dir) => existsSync(join(dir, 'sw.js')) && existsSync(join(dir, 'index.html')))).toBe(
      true,
    );
    expect(dirs.some((dir) => existsSync(join(dir, 'manifest.webmanifest')))).toBe(false);
  });

  it('keeps the worker and the manifest out of the year-long immutable assets', () => {
    const hashed = deployments().find(
      (deployment) => deployment.SystemMetadata?.['cache-control'] === 'public, max-age=31536000, immutable',
    );
    expect(hashed?.DestinationBucketKeyPrefix).toBe('assets/');
  });
});

describe('cdk-nag with the whole build deployed', () => {
  it('passes with the manifest deployed beside the shell and the hashed assets', () => {
    const app = createTestApp({ nag: 'true', webDistDir: fakeWebBuild(), 'aws:cdk:bundling-stacks': [] });
    expect(() => app.app.synth()).not.toThrow();
    const deployments = Template.fromJSON(
      JSON.parse(readFileSync(join(app.outdir, `${app.stack.stackName}.template.json`), 'utf8')),
    ).findResources('Custom::CDKBucketDeployment');
    expect(Object.keys(deployments)).toHaveLength(3);
  });
});

describe('the CSP of both homes', () => {
  const csp = contentSecurityPolicy({
    cognito: ['https://cognito.example'],
    storage: ['https://s3.example'],
  });
  const directive = (name: string) =>
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([directiveName]) => directiveName === name)
      ?.slice(1);

  it("allows the site's own service worker and manifest, nothing else", () => {
    expect(directive('worker-src')).toEqual(["'self'"]);
    expect(directive('manifest-src')).toEqual(["'self'"]);
  });

  it("keeps scripts to the site itself: no eval, no blob: worker, no inline script but /auth's paint-first one", () => {
    expect(directive('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", `'${paintFirstScriptHash}'`]);
    expect(directive('default-src')).toEqual(["'self'"]);
  });
});
