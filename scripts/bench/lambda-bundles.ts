import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { functionNames, handlerEntry } from '#lambdas/functions.ts';
import { functionBundling } from '#infra/constructs/app-function.ts';

// Each function's bundle (lambdas/functions.ts): the one `cdk synth` wrote to cdk.out when
// that holds every function of the registry, else bundled here by esbuild with the options
// CDK is given (infra/constructs/app-function.ts) into a temporary folder.

interface FunctionBundle {
  name: string;
  file: string;
  bytes: number;
}

export interface FunctionBundles {
  /** Where the bundles came from, for the table's method column. */
  source: string;
  bundles: FunctionBundle[];
  /** The temporary folder to remove afterwards, if one was made. */
  tempDir?: string;
}

/** registry name -> bundle file, from the Lambda functions of cdk.out's templates. */
function bundlesInCdkOut(cdkOut: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const template of readdirSync(cdkOut).filter((f) => f.endsWith('.template.json'))) {
    const parsed = JSON.parse(readFileSync(path.join(cdkOut, template), 'utf8')) as {
      Resources?: Record<string, { Type?: string; Metadata?: Record<string, unknown> }>;
    };
    for (const resource of Object.values(parsed.Resources ?? {})) {
      const asset = resource.Metadata?.['aws:asset:path'];
      const cdkPath = resource.Metadata?.['aws:cdk:path'];
      if (resource.Type !== 'AWS::Lambda::Function') continue;
      if (typeof asset !== 'string' || typeof cdkPath !== 'string') continue;
      // e.g. SnapListShift/Functions/listings/Resource: the construct id is the registry name.
      const name = cdkPath.split('/').at(-2) ?? '';
      const file = ['index.mjs', 'index.js'].map((f) => path.join(cdkOut, asset, f)).find(existsSync);
      if (file) files.set(name, file);
    }
  }
  return files;
}

async function bundleWithEsbuild(root: string): Promise<FunctionBundles> {
  const tempDir = mkdtempSync(path.join(tmpdir(), 'sls-bench-bundles-'));
  const options = functionBundling;
  const files = await Promise.all(
    functionNames.map(async (name) => {
      const outfile = path.join(tempDir, name, 'index.mjs');
      await build({
        absWorkingDir: root,
        entryPoints: [handlerEntry(name)],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: options.target,
        minify: options.minify,
        sourcemap: options.sourceMap,
        sourcesContent: options.sourcesContent,
        mainFields: options.mainFields,
        banner: { js: options.banner },
        define: options.define,
        logLevel: 'error',
      });
      return [name, outfile] as const;
    }),
  );
  return {
    source: 'esbuild as CDK (no cdk.out)',
    bundles: files.map(([name, file]) => bundleOf(name, file)),
    tempDir,
  };
}

function bundleOf(name: string, file: string): FunctionBundle {
  return { name, file, bytes: statSync(file).size };
}

export async function functionBundles(root: string): Promise<FunctionBundles> {
  const cdkOut = path.join(root, 'cdk.out');
  if (existsSync(cdkOut)) {
    const found = bundlesInCdkOut(cdkOut);
    if (functionNames.every((name) => found.has(name))) {
      // cdk.out is only as fresh as the last synth: the method column says when that was.
      const synth = statSync(found.get(functionNames[0]!)!).mtime.toISOString().slice(0, 16);
      const bundles = functionNames.map((name) => bundleOf(name, found.get(name)!));
      return { source: `cdk.out (synth ${synth.replace('T', ' ')} UTC)`, bundles };
    }
  }
  return bundleWithEsbuild(root);
}
