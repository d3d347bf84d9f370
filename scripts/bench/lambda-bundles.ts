import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatTable, kib } from './table';

// Sizes of the bundled Lambda code `cdk synth` wrote. cdk.out keeps assets of earlier
// synths too, so each asset is named after the function of the current template using it.

/** asset folder name -> construct path of the Lambda function using it (e.g. Api/listings). */
function functionsByAsset(cdkOut: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of readdirSync(cdkOut).filter((f) => f.endsWith('.template.json'))) {
    const template = JSON.parse(readFileSync(path.join(cdkOut, file), 'utf8')) as {
      Resources?: Record<string, { Type?: string; Metadata?: Record<string, unknown> }>;
    };
    for (const [id, resource] of Object.entries(template.Resources ?? {})) {
      const asset = resource.Metadata?.['aws:asset:path'];
      if (resource.Type !== 'AWS::Lambda::Function' || typeof asset !== 'string') continue;
      const cdkPath = resource.Metadata?.['aws:cdk:path'];
      const name = typeof cdkPath === 'string' ? cdkPath.split('/').slice(1, -1).join('/') : id;
      names.set(asset, name);
    }
  }
  return names;
}

export function lambdaBundleReport(cdkOut: string): string {
  if (!existsSync(cdkOut)) return '  cdk.out not found: run `npm run synth` first.';
  const names = functionsByAsset(cdkOut);
  const rows: Array<{ name: string; current: boolean; cells: string[] }> = [];
  for (const asset of readdirSync(cdkOut).filter((f) => f.startsWith('asset.'))) {
    const dir = path.join(cdkOut, asset);
    if (!statSync(dir).isDirectory()) continue;
    const entry = ['index.mjs', 'index.js'].find((f) => existsSync(path.join(dir, f)));
    if (!entry) continue;
    const bytes = readFileSync(path.join(dir, entry));
    const name = names.get(asset);
    const shortAsset = `${asset.slice(0, 14)}…/${entry}`;
    rows.push({
      name: name ?? '(stale: not in current template)',
      current: name !== undefined,
      cells: [shortAsset, kib(bytes.length), kib(gzipSync(bytes).length)],
    });
  }
  if (rows.length === 0) return '  No asset.*/index.mjs or index.js in cdk.out: run `npm run synth`.';
  rows.sort((a, b) => Number(b.current) - Number(a.current) || a.name.localeCompare(b.name));
  return formatTable(
    ['function', 'bundle', 'raw', 'gzip'],
    rows.map((r) => [r.name, ...r.cells]),
    2,
  );
}
