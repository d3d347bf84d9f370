import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { readTextLines, warmUpTextReader, stopTextReader } from '../lambdas/lib/adapters/offline-analyser/text-reader.ts';
let t = performance.now();
await warmUpTextReader();
console.log('load', (performance.now() - t).toFixed(0));
for (const f of process.argv.slice(2)) {
  t = performance.now();
  const lines = await readTextLines(readFileSync(f));
  console.log(f.split('/').pop(), (performance.now() - t).toFixed(0), JSON.stringify(lines.map(l => [l.text, +l.height.toFixed(3)])));
}
await stopTextReader();
