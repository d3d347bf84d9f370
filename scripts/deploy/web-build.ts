import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The site `cdk deploy` uploads is dist/web as it is on disk: a missing build would serve S3's
// 403 at `/`, an old one a site older than its code. Both are refused before anything reaches
// AWS.

/** What the web build is made from (the Vite config and index.html are under web/). */
const webSourceDirs = ['web', 'domain'];

export type WebBuildState = { ok: true } | { ok: false; reason: string };

/** Newest modification time of any file under the directories (0 when there is none). */
function newestMtime(dirs: readonly string[]): { mtimeMs: number; file?: string } {
  let newest: { mtimeMs: number; file?: string } = { mtimeMs: 0 };
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const { mtimeMs } = statSync(path);
        if (mtimeMs > newest.mtimeMs) newest = { mtimeMs, file: path };
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return newest;
}

/** dist/web exists and its index.html is newer than every source file of the site. */
export function checkWebBuild(root: string, distDir = join(root, 'dist/web')): WebBuildState {
  const index = join(distDir, 'index.html');
  if (!existsSync(index))
    return { ok: false, reason: `There is no web build (${index}): run "npm run build:web".` };
  const built = statSync(index).mtimeMs;
  const newest = newestMtime(webSourceDirs.map((dir) => join(root, dir)));
  if (newest.mtimeMs > built)
    return {
      ok: false,
      reason: `The web build in ${distDir} is older than ${newest.file}: run "npm run build:web" again.`,
    };
  return { ok: true };
}
