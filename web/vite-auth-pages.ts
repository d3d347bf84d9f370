import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';
import { createServer, type Plugin } from 'vite';
import { authPageFiles } from '../domain/auth-page.ts';
import { paintFirstScript } from '../domain/paint-first-script.ts';
import type { GoogleSignIn } from '../domain/runtime-config.ts';

/** src/app/render-auth-shell.tsx (browser code, so its type is not imported into this Node project). */
interface ShellModule {
  renderAuthShell(googleSignIn: GoogleSignIn): Promise<string>;
}

/** The lazy route modules whose chunks the pages preload (src/app/router.tsx). */
const mainRouteModule = '/app/routes/main.tsx';
const authRouteModule = '/app/routes/auth.tsx';

/**
 * The first screen, fast (docs/architecture/web.md#the-first-paint):
 * - Each page preloads (`<link rel="modulepreload">`) the chunk of the screen it serves and all
 *   that chunk imports, so it downloads beside the entry script instead of after it: index.html
 *   (served for /, where a signed-in visitor lands) the main screen's, the /auth pages the
 *   sign-in screen's, and neither page the other's.
 * - The pages served for /auth (domain/auth-page.ts) are index.html with the app's tree at /auth
 *   rendered into #root by React at build time, inert: it paints with the HTML and the CSS
 *   alone, and the app then hydrates it, keeping the painted nodes (src/app/start-app.tsx).
 *   Their head holds the app's script tags in a <template>, which an inline script
 *   (domain/paint-first-script.ts) moves into the page after that paint.
 */
export function authPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'auth-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const files = mainScreenPreloads(context.bundle ?? {}, html);
        return {
          html,
          tags: files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
    async writeBundle(_options, bundle) {
      const indexHtml = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const preloads = signInPreloads(bundle, indexHtml);
      const icon = svgDataUrl(readFileSync(path.join(outDir, 'favicon.svg'), 'utf8'));
      // A server of its own rather than runnerImport: that closes its module runner once the
      // module is imported, and the app's lazy routes are imported later, while rendering.
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule(
          path.join(root, 'src/app/render-auth-shell.tsx'),
        )) as ShellModule;
        for (const [googleSignIn, file] of Object.entries(authPageFiles) as [GoogleSignIn, string][]) {
          const shell = await module.renderAuthShell(googleSignIn);
          writeFileSync(path.join(outDir, file), authPage(indexHtml, shell, preloads, icon));
        }
      } finally {
        await server.close();
      }
    },
  };
}

const appTagPattern = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * Tags of index.html that fetch something the sign-in screen's paint does not need: the
 * runtime config's preload (a network request even on a repeat visit, since the service
 * worker never caches it), the web app manifest and the icons. On /auth they wait with the
 * app's tags, so no request but the page's own CSS comes before the paint.
 */
const afterPaintTagPattern =
  /<link rel="preload" href="\/config\.json"[^>]*>|<link rel="(?:manifest|icon|apple-touch-icon)"[^>]*>/g;

/**
 * index.html as the /auth page: the prerendered `shell` inside the app's root, inert until the
 * app has hydrated it (a form submitted before then would go to the server as a GET, password
 * and all); the app's script and modulepreload tags in <template id="app-tags">, with them
 * the tags the paint does not need (the config's preload, the manifest, the icons), and after it the
 * inline paint-first script that moves them into <head> once the screen has painted
 * (domain/paint-first-script.ts, allowed by its hash in the CSP). `routePreloads` swaps the main screen's modulepreloads
 * (`drop`, file names under dist/web) for the sign-in screen's (`add`).
 */
export function authPage(
  indexHtml: string,
  shell: string,
  routePreloads: SignInPreloads,
  iconDataUrl: string,
): string {
  const rootElement = '<div id="root"></div>';
  if (!indexHtml.includes(rootElement)) throw new Error(`index.html has no ${rootElement}`);
  const appTags = [
    ...(indexHtml.match(afterPaintTagPattern) ?? []),
    ...(indexHtml.match(appTagPattern) ?? []).filter(
      (tag) => !routePreloads.drop.some((file) => tag.includes(`href="/${file}"`)),
    ),
    ...routePreloads.add.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  if (!appTags.some((tag) => tag.startsWith('<script'))) throw new Error('index.html has no module script');
  // The sign-in screen's own CSS (its chunk's, beside the feature) is linked in the page, not
  // left to the chunk: the screen paints styled before any script runs.
  const styles = routePreloads.styles.map(
    (file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n  `,
  );
  return indexHtml
    .replace(appTagPattern, '')
    .replace(afterPaintTagPattern, '')
    .replace(/\n\s*(?=\n)/g, '')
    .replace(
      '</head>',
      styles.join('') +
        // The tab's icon in the page itself: without an icon link Chrome asks for /favicon.ico
        // as the page loads, a request before the paint again.
        `  <link rel="icon" type="image/svg+xml" href="${iconDataUrl}">\n` +
        `    <template id="app-tags">${appTags.join('')}</template>\n` +
        `    <script>${paintFirstScript}</script>\n  </head>`,
    )
    .replace(rootElement, `<div id="root" inert>${shell}</div>`);
}

/** An SVG as a data: URL for an attribute in double quotes (the CSP's img-src allows data:). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim().replace(/\s+/g, ' '))}`;
}

/** What index.html preloads beside its entry script: the main screen's chunk and its imports. */
export function mainScreenPreloads(bundle: Rolldown.OutputBundle, indexHtml: string): string[] {
  return chunkClosure(bundle, mainRouteModule).filter((file) => !indexHtml.includes(`/${file}"`));
}

/** What an /auth page fetches for its screen beyond index.html's own tags. */
interface SignInPreloads {
  /** index.html's modulepreloads only the main screen needs. */
  drop: string[];
  /** The sign-in screen's chunks, preloaded after the paint. */
  add: string[];
  /** The sign-in screen's stylesheets, linked before the paint. */
  styles: string[];
}

/**
 * What the /auth pages preload instead of index.html's main-screen chunks: chunks both screens
 * import stay; those only the main screen needs (`drop`) give way to the sign-in screen's
 * (`add`); the CSS those chunks import and index.html does not link (`styles`). File names are
 * relative to dist/web.
 */
export function signInPreloads(bundle: Rolldown.OutputBundle, indexHtml: string): SignInPreloads {
  const mainFiles = chunkClosure(bundle, mainRouteModule);
  const authFiles = chunkClosure(bundle, authRouteModule);
  const unlinked = (file: string) => !indexHtml.includes(`/${file}"`);
  return {
    drop: mainFiles.filter((file) => !authFiles.includes(file)),
    add: authFiles.filter((file) => !mainFiles.includes(file) && unlinked(file)),
    styles: [...new Set(authFiles.flatMap((file) => [...(chunkCss(bundle, file) ?? [])]))].filter(unlinked),
  };
}

/** The CSS files a chunk imports (Vite's metadata on the chunk). */
function chunkCss(bundle: Rolldown.OutputBundle, file: string): Set<string> | undefined {
  const output = bundle[file];
  return output?.type === 'chunk' ? output.viteMetadata?.importedCss : undefined;
}

/** The chunk whose entry module ends with `moduleSuffix`, and every chunk it imports statically. */
function chunkClosure(bundle: Rolldown.OutputBundle, moduleSuffix: string): string[] {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk',
  );
  const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(moduleSuffix));
  const seen = new Set<string>();
  const queue = start ? [start.fileName] : [];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.find((chunk) => chunk.fileName === file)?.imports ?? []));
  }
  return [...seen];
}
