import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatTable, kib } from './table';

// The web app's JavaScript as a first visit downloads it: the files index.html loads
// (entry script and modulepreload links) are the initial JS; the other chunks are lazy.

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
}

/** Paths (relative to the site root) of the JS index.html loads up front. */
export function initialScripts(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) found.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (attribute(tag, 'rel')?.toLowerCase() === 'modulepreload' && href) found.push(href);
  }
  return [...new Set(found.map((p) => p.replace(/^\.?\//, '')))].filter((p) => p.endsWith('.js'));
}

function sizes(file: string) {
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

function allJs(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return allJs(full, root);
    return entry.name.endsWith('.js') ? [path.relative(root, full).split(path.sep).join('/')] : [];
  });
}

export function webBundleReport(siteDir: string): string {
  const indexHtml = path.join(siteDir, 'index.html');
  if (!existsSync(indexHtml)) return '  dist/web not found: run `npm run build:web` first.';
  const initial = initialScripts(readFileSync(indexHtml, 'utf8'));
  const rows: string[][] = [];
  const total = { raw: 0, gzip: 0 };
  for (const file of initial) {
    const full = path.join(siteDir, file);
    if (!existsSync(full)) {
      rows.push([`${file} (missing)`, '-', '-']);
      continue;
    }
    const s = sizes(full);
    total.raw += s.raw;
    total.gzip += s.gzip;
    rows.push([file, kib(s.raw), kib(s.gzip)]);
  }
  rows.push([`initial JS total (${initial.length} files)`, kib(total.raw), kib(total.gzip)]);
  const lazy = allJs(siteDir, siteDir).filter((file) => !initial.includes(file));
  const lazyTotal = { raw: 0, gzip: 0 };
  for (const file of lazy) {
    const s = sizes(path.join(siteDir, file));
    lazyTotal.raw += s.raw;
    lazyTotal.gzip += s.gzip;
  }
  rows.push([`lazy JS chunks total (${lazy.length} files)`, kib(lazyTotal.raw), kib(lazyTotal.gzip)]);
  return formatTable(['file', 'raw', 'gzip'], rows);
}
