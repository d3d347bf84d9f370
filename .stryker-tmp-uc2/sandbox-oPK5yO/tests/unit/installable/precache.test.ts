// @ts-nocheck
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import { beforeAll, describe, expect, it } from 'vitest';
import { precacheOptions } from '../../../web/precache-options.ts';

// What the service worker precaches (web/precache-options.ts), run through workbox-build over
// a stand-in build laid out as `npm run build:web` lays out dist/web.

let urls: string[];
let entries: Awaited<ReturnType<typeof getManifest>>['manifestEntries'];

const files: Record<string, string> = {
  'index.html': '<!doctype html><div id="root"></div>',
  'auth.html': '<div class="static-shell">Sign In</div>',
  'auth-google.html': '<div class="static-shell">Sign In, Continue with Google</div>',
  'favicon.svg': '<svg/>',
  'config.json': '{"region":"eu-west-2"}',
  'index.html.br': 'BROTLI',
  'index.html.gz': 'GZIP',
  'assets/index-AbC123.js': 'console.log("app")',
  'assets/index-AbC123.js.br': 'BROTLI',
  'assets/index-Def456.css': 'body{}',
  'assets/heic-to-XyZ789.js': 'the HEIC decoder',
};

async function manifestOf(overrides: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'precache-'));
  for (const [file, text] of Object.entries({ ...files, ...overrides })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const result = await getManifest({ globDirectory: dir, ...precacheOptions });
  rmSync(dir, { recursive: true, force: true });
  return result.manifestEntries ?? [];
}

beforeAll(async () => {
  entries = await manifestOf();
  urls = entries!.map((entry) => (typeof entry === 'string' ? entry : entry.url));
});

describe('the precache', () => {
  it('holds the app page, the hashed scripts and styles and the favicon', () => {
    expect(urls).toEqual(
      expect.arrayContaining([
        'index.html',
        'favicon.svg',
        'assets/index-AbC123.js',
        'assets/index-Def456.css',
      ]),
    );
  });

  it('holds /auth once, as the URL each home answers, not the two pages the build writes for it', () => {
    expect(urls.filter((url) => url === 'auth')).toHaveLength(1);
    expect(urls).not.toContain('auth.html');
    expect(urls).not.toContain('auth-google.html');
  });

  it('never holds the runtime config, the precompressed copies or the HEIC decoder', () => {
    expect(urls).not.toContain('config.json');
    expect(urls.filter((url) => /\.(br|gz)$/.test(url))).toEqual([]);
    expect(urls.filter((url) => url.includes('heic-to'))).toEqual([]);
  });

  it('revisions the unhashed files and trusts the names of the hashed ones', () => {
    const revision = (url: string) =>
      entries!.find((entry) => typeof entry !== 'string' && entry.url === url) as { revision: string | null };
    expect(revision('index.html').revision).toMatch(/^[0-9a-f]{32}$/);
    expect(revision('assets/index-AbC123.js').revision).toBeNull();
  });

  it("gives /auth a new revision when either home's page changes, so the worker fetches it again", async () => {
    const authRevision = (list: typeof entries) =>
      (list!.find((entry) => typeof entry !== 'string' && entry.url === 'auth') as { revision: string })
        .revision;
    const before = authRevision(entries);
    expect(authRevision(await manifestOf())).toBe(before);
    expect(authRevision(await manifestOf({ 'auth.html': '<div>Sign In, new</div>' }))).not.toBe(before);
    expect(authRevision(await manifestOf({ 'auth-google.html': '<div>Google, new</div>' }))).not.toBe(before);
  });
});
