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

/** The chunks a module imports statically (`import ... from "./x.js"` and `import "./x.js"`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1].slice(2));
  }
  return [...found];
}

/** A chunk plus everything it imports statically, transitively (paths under assets/). */
export function closure(siteDir: string, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(path.join(siteDir, file))) continue;
    seen.add(file);
    const dir = path.posix.dirname(file);
    for (const imported of staticImports(readFileSync(path.join(siteDir, file), 'utf8'))) {
      queue.push(path.posix.join(dir, imported));
    }
  }
  return seen;
}

/** Budgets of issue 11 (gzip): what a screen needs before its first paint. */
export const webBudgets = { auth: 130 * 1024, main: 200 * 1024 } as const;

function gzipTotal(siteDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += sizes(path.join(siteDir, file)).gzip;
  return total;
}

/**
 * What each route downloads before its first paint: index.html's scripts and their static
 * imports, plus the route's lazy chunk (assets/<route>-<hash>.js) and its static imports.
 * Also checks that @aws-amplify/ui-react (its Amplify UI CSS class names) is in no such chunk.
 */
export function routeBudgetReport(siteDir: string): string {
  const indexHtml = path.join(siteDir, 'index.html');
  if (!existsSync(indexHtml)) return '';
  const initial = closure(siteDir, initialScripts(readFileSync(indexHtml, 'utf8')));
  const assets = readdirSync(path.join(siteDir, 'assets'));
  const rows: string[][] = [];
  const firstPaintFiles = new Set(initial);
  for (const [route, label] of [
    ['auth', '/auth (signed out)'],
    ['main', '/ (signed in)'],
  ] as const) {
    const chunk = assets.find((name) => name.startsWith(`${route}-`) && name.endsWith('.js'));
    const files = closure(siteDir, [...initial, ...(chunk ? [`assets/${chunk}`] : [])]);
    files.forEach((file) => firstPaintFiles.add(file));
    const total = gzipTotal(siteDir, files);
    const budget = webBudgets[route];
    rows.push([label, `${files.size} files`, kib(total), kib(budget), total <= budget ? 'holds' : 'OVER']);
  }
  const uiReact = [...firstPaintFiles].filter((file) =>
    readFileSync(path.join(siteDir, file), 'utf8').includes('amplify-field-group'),
  );
  const table = formatTable(['before first paint', 'files', 'gzip', 'budget', ''], rows);
  return `${table}\n  @aws-amplify/ui-react before first paint: ${uiReact.length === 0 ? 'no (lazy chunk only)' : uiReact.join(', ')}`;
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
