import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { paintFirstScript } from '../../../domain/paint-first-script.ts';
import { authPage, mainScreenPreloads, signInPreloads, svgDataUrl } from '../../../web/vite-auth-pages.ts';

// Each page preloads its own screen's chunk (docs/architecture/web.md#the-first-paint): index.html,
// served for / where a signed-in visitor lands, the main screen's; the /auth pages the sign-in
// screen's. A stand-in bundle: both screens share React and a helper, each has one of its own.

function chunk(
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  css: string[] = [],
): Rolldown.OutputChunk {
  const viteMetadata = { importedCss: new Set(css), importedAssets: new Set() };
  return {
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId,
    viteMetadata,
  } as unknown as Rolldown.OutputChunk;
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', ['assets/react-1.js'], '/web/index.html', ['assets/index-1.css']),
    chunk('assets/react-1.js', []),
    chunk('assets/notify-1.js', []),
    chunk(
      'assets/main-1.js',
      ['assets/react-1.js', 'assets/notify-1.js', 'assets/tabs-1.js'],
      '/web/src/app/routes/main.tsx',
      ['assets/main-1.css'],
    ),
    chunk('assets/tabs-1.js', []),
    chunk(
      'assets/auth-1.js',
      ['assets/react-1.js', 'assets/notify-1.js', 'assets/amplify-1.js'],
      '/web/src/app/routes/auth.tsx',
      ['assets/auth-1.css'],
    ),
    chunk('assets/amplify-1.js', [], null, ['assets/amplify-1.css']),
  ].map((output) => [output.fileName, output]),
) as Rolldown.OutputBundle;

const entryHtml =
  '<html><head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>';

const icon = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg">\n  <rect width="1" height="1"/>\n</svg>\n');

const preloadsIn = (html: string) =>
  [...html.matchAll(/rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((m) => m[1]);

describe('route preloads', () => {
  it("index.html preloads the main screen's chunk and its imports, not the sign-in screen's", () => {
    expect(mainScreenPreloads(bundle, entryHtml).sort()).toEqual([
      'assets/main-1.js',
      'assets/notify-1.js',
      'assets/tabs-1.js',
    ]);
  });

  it("the /auth page preloads the sign-in screen's chunks instead of those only the main screen needs", () => {
    const indexHtml = entryHtml.replace(
      '</head>',
      mainScreenPreloads(bundle, entryHtml)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('') + '</head>',
    );
    const page = authPage(indexHtml, '<main>Sign In</main>', signInPreloads(bundle, indexHtml), icon);
    const template = page.slice(page.indexOf('<template id="app-tags">'), page.indexOf('</template>'));
    expect(template).toContain('src="/assets/index-1.js"');
    expect(preloadsIn(template).sort()).toEqual([
      'assets/amplify-1.js',
      'assets/auth-1.js',
      'assets/notify-1.js',
      'assets/react-1.js',
    ]);
  });

  it("the /auth page links the sign-in screen's CSS before its paint, not the main screen's", () => {
    const preloads = signInPreloads(bundle, entryHtml);
    expect(preloads.styles.sort()).toEqual(['assets/amplify-1.css', 'assets/auth-1.css']);
    const page = authPage(entryHtml, '<main>Sign In</main>', preloads, icon);
    const head = page.slice(0, page.indexOf('<template id="app-tags">'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-1.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/amplify-1.css">');
    // index.html's own stylesheet once, as it was.
    expect(page.match(/index-1\.css/g)).toHaveLength(1);
  });

  it('the /auth page fetches nothing before its paint but its CSS; its one inline script is the paint-first one', () => {
    const indexHtml = entryHtml.replace(
      '</head>',
      '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
        '<link rel="manifest" href="/manifest.webmanifest">' +
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg" /></head>',
    );
    const page = authPage(indexHtml, '<main>Sign In</main>', { drop: [], add: [], styles: [] }, icon);
    const start = page.indexOf('<template id="app-tags">');
    const template = page.slice(start, page.indexOf('</template>'));
    const outside = page.slice(0, start) + page.slice(page.indexOf('</template>'));
    expect(template).toContain('<link rel="preload" href="/config.json"');
    expect(template).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(outside).not.toContain('config.json');
    expect(outside).not.toContain('rel="manifest"');
    expect(template).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(outside).not.toContain('favicon');
    // The tab's icon is in the page, so the browser does not ask for /favicon.ico either.
    expect(outside).toContain(`<link rel="icon" type="image/svg+xml" href="${icon}">`);
    expect(outside).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect([...outside.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])).toEqual([
      paintFirstScript,
    ]);
    // The script finds the template: it comes after it.
    expect(page.indexOf(paintFirstScript)).toBeGreaterThan(page.indexOf('</template>'));
  });
});

describe('svgDataUrl', () => {
  it('makes an SVG a data: URL that fits an attribute in double quotes', () => {
    const url = svgDataUrl(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">\n  <rect fill="#fff"/>\n</svg>\n',
    );
    expect(url).toBe(
      `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"> <rect fill="#fff"/> </svg>')}`,
    );
    expect(url).not.toMatch(/["<>#\s]/);
  });
});
