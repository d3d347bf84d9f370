import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { authPageFile } from '#domain/auth-page.ts';
import { kib, type BenchRow } from './table';

// What a route downloads before its first paint, from the built site (dist/web): the files
// index.html loads (entry script, modulepreload links, stylesheets), plus the route's lazy
// chunk (assets/<route>-<hash>.js) with its static imports and the CSS Vite preloads with it.

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
}

const sitePath = (href: string) => href.replace(/^\.?\//, '');

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
  return [...new Set(found.map(sitePath))].filter((p) => p.endsWith('.js'));
}

/** Paths of the stylesheets index.html links. */
export function initialStyles(html: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (attribute(tag, 'rel')?.toLowerCase() === 'stylesheet' && href) found.push(sitePath(href));
  }
  return found;
}

/** The chunks a module imports statically (`import ... from "./x.js"` and `import "./x.js"`). */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1].slice(2));
  }
  return [...found];
}

/**
 * The CSS Vite preloads with a lazy chunk: its `__vite__mapDeps` file list, and each
 * `__vite__mapDeps([i, ...])` call whose first index is the chunk itself.
 */
export function preloadedStyles(code: string, chunk: string): string[] {
  const list = /m\.f=\[([^\]]*)\]/.exec(code)?.[1];
  if (!list) return [];
  const files = [...list.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
  const found = new Set<string>();
  for (const [, indexes] of code.matchAll(/__vite__mapDeps\(\[([\d,\s]+)\]\)/g)) {
    const deps = indexes!.split(',').map((i) => files[Number(i)] ?? '');
    if (deps[0] !== chunk) continue;
    deps.filter((file) => file.endsWith('.css')).forEach((file) => found.add(file));
  }
  return [...found];
}

/** A chunk plus everything it imports statically, transitively (paths under assets/). */
function closure(siteDir: string, roots: string[]): Set<string> {
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

/**
 * The budgets (gzip bytes, docs/performance.md#running-the-benchmark): the JavaScript a screen
 * needs before its first paint. The bench prints them; tests/e2e/web-budgets.test.ts fails an
 * overrun on every built site.
 */
export const webBudgets = { auth: 130 * 1024, main: 200 * 1024 } as const;

export type WebRoute = keyof typeof webBudgets;

function gzipTotal(siteDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(siteDir, file))).length;
  return total;
}

const routes = [
  { route: 'auth', page: '/auth' },
  { route: 'main', page: '/' },
] as const;

/** What one route loads before its first paint, measured on the built site. */
export interface RouteFirstLoad {
  route: WebRoute;
  page: string;
  js: Set<string>;
  styles: Set<string>;
  jsBytes: number;
}

/** Each route's initial JS and CSS files (dist/web), and the gzip bytes of its JS. */
export function measureFirstLoads(siteDir: string): RouteFirstLoad[] {
  const indexHtml = path.join(siteDir, 'index.html');
  if (!existsSync(indexHtml)) throw new Error('dist/web is not built');
  // /auth is served its own page (domain/auth-page.ts): its scripts include the app's tags it
  // holds back until the first paint, which count as its initial JS; / is served index.html.
  const authHtml = path.join(siteDir, authPageFile('notConfigured'));
  const pages = { auth: existsSync(authHtml) ? authHtml : indexHtml, main: indexHtml };
  const assets = readdirSync(path.join(siteDir, 'assets'));
  return routes.map(({ route, page }) => {
    const html = readFileSync(pages[route], 'utf8');
    const initial = closure(siteDir, initialScripts(html));
    const chunk = assets.find((name) => name.startsWith(`${route}-`) && name.endsWith('.js'));
    const js = closure(siteDir, [...initial, ...(chunk ? [`assets/${chunk}`] : [])]);
    const styles = new Set(initialStyles(html));
    for (const file of js) {
      const code = readFileSync(path.join(siteDir, file), 'utf8');
      if (chunk) preloadedStyles(code, `assets/${chunk}`).forEach((css) => styles.add(css));
    }
    return { route, page, js, styles, jsBytes: gzipTotal(siteDir, js) };
  });
}

/** The routes whose initial JS is over its budget, as "<page>: <size> over <budget>". */
export function budgetOverruns(
  loads: RouteFirstLoad[],
  budgets: Record<WebRoute, number> = webBudgets,
): string[] {
  return loads
    .filter(({ route, jsBytes }) => jsBytes > budgets[route])
    .map(({ route, page, jsBytes }) => `${page}: ${kib(jsBytes)} over ${kib(budgets[route])}`);
}

/** gzip bytes of each route's initial JS (against its budget) and CSS. */
export function webBundleRows(siteDir: string): BenchRow[] {
  const method = (files: number) =>
    `gzip -6 of the ${files} dist/web ${files === 1 ? 'file' : 'files'} the page loads at start`;
  const rows: BenchRow[] = [];
  const firstPaint = new Set<string>();
  for (const { route, page, js, styles, jsBytes } of measureFirstLoads(siteDir)) {
    js.forEach((file) => firstPaint.add(file));
    const budget = webBudgets[route];
    rows.push({
      figure: `${page} initial JS, gzip`,
      value: `${kib(jsBytes)} (budget ${kib(budget)}${jsBytes <= budget ? '' : ', OVER'})`,
      method: method(js.size),
    });
    rows.push({
      figure: `${page} initial CSS, gzip`,
      value: kib(gzipTotal(siteDir, styles)),
      method: method(styles.size),
    });
  }
  // docs/performance.md#running-the-benchmark: @aws-amplify/ui-react (its Amplify UI class names) only in a lazy chunk.
  const uiReact = [...firstPaint].filter((file) =>
    readFileSync(path.join(siteDir, file), 'utf8').includes('amplify-field-group'),
  );
  rows.push({
    figure: '@aws-amplify/ui-react before first paint',
    value: uiReact.length === 0 ? 'no' : `yes: ${uiReact.join(', ')}`,
    method: 'its class names searched in those JS files',
  });
  return rows;
}
