// @ts-nocheck
import type { ListingAnalyser } from '../../ports/listing-analyser';
import type * as OfflineAnalyserModule from './offline-analyser';

// The one way in to the offline analyser (docs/design.md#ai: "never in a Lambda bundle").
// The module is named by a string computed at run time, which esbuild cannot follow, so a
// bundle that imports this file holds these few lines and none of tfjs, the model or sharp.
// It runs only where node_modules is beside the code: `npm start`, tests and the benchmark.
// tests/unit/offline-analyser/bundle-seam.test.ts checks that esbuild leaves it out.

const moduleFile = ['.', 'offline-analyser.ts'].join('/');

/** The offline ListingAnalyser, its module loaded on first call (the model on first photo). */
export async function loadOfflineAnalyser(): Promise<ListingAnalyser> {
  const { OfflineAnalyser } = (await import(
    /* @vite-ignore */ new URL(moduleFile, import.meta.url).href
  )) as typeof OfflineAnalyserModule;
  return new OfflineAnalyser();
}
