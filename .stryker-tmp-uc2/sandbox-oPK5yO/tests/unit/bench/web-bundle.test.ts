// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { initialScripts, initialStyles, preloadedStyles } from '../../../scripts/bench/web-bundle';

// What a route loads before its first paint, read from Vite's output.

const indexHtml = `
  <script type="module" crossorigin src="/assets/index-a.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-b.js">
  <link rel="stylesheet" crossorigin href="/assets/index-c.css">
  <link rel="preload" href="/config.json" as="fetch">`;

const entryChunk =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/auth-d.js","assets/react-b.js",' +
  '"assets/main-e.js","assets/main-f.css"])))=>i.map(i=>d[i]);' +
  'import("./auth-d.js"),__vite__mapDeps([0,1]);import("./main-e.js"),__vite__mapDeps([2,1,3]);';

describe('the files a route loads before its first paint', () => {
  it("are index.html's entry script and modulepreloads as JavaScript", () => {
    expect(initialScripts(indexHtml)).toEqual(['assets/index-a.js', 'assets/react-b.js']);
  });

  it("are index.html's stylesheets as CSS", () => {
    expect(initialStyles(indexHtml)).toEqual(['assets/index-c.css']);
  });

  it('add the CSS Vite preloads with the route chunk', () => {
    expect(preloadedStyles(entryChunk, 'assets/main-e.js')).toEqual(['assets/main-f.css']);
  });

  it('add no CSS for a route chunk that preloads none', () => {
    expect(preloadedStyles(entryChunk, 'assets/auth-d.js')).toEqual([]);
  });
});
