import { readFileSync } from 'node:fs';
import { OfflineAnalyser } from '../lambdas/lib/adapters/offline-analyser/offline-analyser.ts';
import { stopTextReader } from '../lambdas/lib/adapters/offline-analyser/text-reader.ts';
const a = new OfflineAnalyser();
await a.warmUp();
for (const f of process.argv.slice(2)) {
  const t = Date.now();
  const r = await a.analyse([{ bytes: readFileSync(f), contentType: 'image/jpeg' }], { country: 'GB' });
  console.log(f.split('/').pop(), Date.now() - t, r.category, JSON.stringify(r.fields), '\n   ', r.detailsText);
}
await stopTextReader();
