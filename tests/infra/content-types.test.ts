import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild, removeTestDirs, synthTestApp } from './synth-app';

// The cloud's S3 deployment sets the content types the browser insists on
// (infra/constructs/site-content.ts): the barcode reader's .wasm as application/wasm (else no
// streaming compile), the manifest as application/manifest+json; neither is left to the
// deployment handler's guess from the name. The twin's side: tests/unit/local/site-content-types.test.ts.

type Json = Record<string, any>;
let template: Template;
let outdir: string;

beforeAll(() => {
  const build = fakeWebBuild();
  writeFileSync(join(build, 'assets', 'zxing_reader-AbC123.wasm'), new Uint8Array([0, 97, 115, 109]));
  writeFileSync(join(build, 'assets', 'zxing_reader-AbC123.wasm.br'), 'BROTLI');
  const synth = synthTestApp({ webDistDir: build, 'aws:cdk:bundling-stacks': [] });
  outdir = synth.outdir;
  template = Template.fromJSON(synth.assembly.getStackByName(synth.stack.stackName).template);
}, 120_000);
afterAll(removeTestDirs);

const deployments = (): Json[] =>
  Object.values(template.findResources('Custom::CDKBucketDeployment')).map(
    (resource: Json) => resource.Properties,
  );

/** Every file staged for a deployment (cdk.out/asset.<hash>/...), by name. */
function stagedFiles(deployment: Json): string[] {
  return (deployment.SourceObjectKeys as string[])
    .map((key) => join(outdir, `asset.${key.replace(/\.zip$/, '')}`))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }));
}

describe('content types of the deployed site', () => {
  it('deploys the .wasm on its own as application/wasm, under assets/, cached for a year', () => {
    const wasm = deployments().filter((d) => d.SystemMetadata?.['content-type'] === 'application/wasm');
    expect(wasm).toHaveLength(1);
    expect(wasm[0]).toMatchObject({
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(stagedFiles(wasm[0]!)).toEqual(['zxing_reader-AbC123.wasm']);
  });

  it('leaves no .wasm to the hashed assets’ guessed types', () => {
    const hashed = deployments().find(
      (d) =>
        d.SystemMetadata?.['cache-control'] === 'public, max-age=31536000, immutable' &&
        d.SystemMetadata?.['content-type'] === undefined,
    );
    const files = stagedFiles(hashed!);
    expect(files).toContain('index-AbC123.js');
    expect(files.filter((name) => name.includes('.wasm'))).toEqual([]);
  });

  it('deploys the manifest as application/manifest+json', () => {
    const manifest = deployments().filter(
      (d) => d.SystemMetadata?.['content-type'] === 'application/manifest+json',
    );
    expect(manifest.map(stagedFiles)).toEqual([['manifest.webmanifest']]);
  });
});
