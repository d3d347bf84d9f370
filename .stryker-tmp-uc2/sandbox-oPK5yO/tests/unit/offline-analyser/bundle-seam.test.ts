// @ts-nocheck
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// docs/design.md#ai: the offline analyser never enters a Lambda bundle. A function reaches
// it only through load-offline-analyser.ts, whose import esbuild cannot follow; bundled as CDK
// bundles a function, that file must bring in none of the model's code.

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('the offline analyser seam', () => {
  it('bundles without tfjs, the model package, sharp or the analyser itself', async () => {
    const { metafile } = await build({
      absWorkingDir: root,
      entryPoints: ['lambdas/lib/adapters/offline-analyser/load-offline-analyser.ts'],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      logLevel: 'silent',
    });
    expect(Object.keys(metafile.inputs)).toEqual([
      'lambdas/lib/adapters/offline-analyser/load-offline-analyser.ts',
    ]);
  });
});
