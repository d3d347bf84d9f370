import { createHash } from 'node:crypto';
import type { ManifestTransform } from 'workbox-build';
import { authPageFiles, authPagePath } from '../domain/auth-page.ts';

// What the service worker precaches, as workbox-build options (vite-plugin-pwa passes them
// on; tests/unit/web/precache-options.test.ts runs them over a stand-in build). The app's
// static files only: never the API, /config.json (each deployment's own, read fresh), photos
// or other sites' images, which are not files of the build at all
// (docs/architecture/web.md#installable).

/** Vite's assetsDir: every file in it has a content hash in its name. */
const hashedDir = 'assets';

/**
 * Both /auth pages of the build become one entry for the URL /auth: the worker fetches it
 * when it installs, so it keeps the page its own home serves there (Google or not, which
 * the build cannot know), and a build that changes either page changes its revision.
 */
const mergeAuthPages: ManifestTransform = (entries) => {
  const pageFiles: string[] = Object.values(authPageFiles);
  const pages = entries.filter((entry) => pageFiles.includes(entry.url));
  const rest = entries.filter((entry) => !pageFiles.includes(entry.url));
  if (pages.length === 0) return { manifest: rest, warnings: [] };
  const revision = createHash('sha256')
    .update(pages.map((page) => `${page.url}:${page.revision}`).join('\n'))
    .digest('hex')
    .slice(0, 32);
  const size = pages.reduce((largest, page) => Math.max(largest, page.size), 0);
  return { manifest: [...rest, { url: authPagePath.slice(1), revision, size }], warnings: [] };
};

export const precacheOptions = {
  // The manifest and the icons are added by vite-plugin-pwa (the manifest's icons and
  // includeAssets in vite.config.ts).
  globPatterns: ['**/*.{html,js,css,svg}'],
  globIgnores: [
    // The HEIC decoder (3 MB, WebAssembly inside) loads only for an iPhone photo: the HTTP
    // cache keeps it for those who need it, instead of every phone downloading it up front.
    `${hashedDir}/heic-to-*.js`,
    // Each deployment's own runtime config: fetched fresh on every start.
    'config.json',
    // The build's precompressed copies, for the local server.
    '**/*.{br,gz}',
  ],
  // Hashed names change with their content: no revision needed, nor a cache-busting query.
  dontCacheBustURLsMatching: new RegExp(`^${hashedDir}/`),
  manifestTransforms: [mergeAuthPages],
} satisfies {
  globPatterns: string[];
  globIgnores: string[];
  dontCacheBustURLsMatching: RegExp;
  manifestTransforms: ManifestTransform[];
};
