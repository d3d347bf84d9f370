// @ts-nocheck
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startDevServer } from './dev-server';
import { stopOnSignals } from './stop-on-signals';
import { portFromEnv, twinSettingsFromEnv } from './twin-settings';

// `npm run dev`: the twin (without building the site) and Vite's dev server with hot reload in
// front of it, in one process: Ctrl-C stops both.

const root = process.cwd();
const settings = twinSettingsFromEnv(root);
const dev = await startDevServer({ ...settings, root, devPort: portFromEnv('DEV_PORT', 5173) });

writeFileSync(path.join(settings.dataDir, 'local-twin.json'), JSON.stringify({ env: dev.twin.env }, null, 2));

console.log(`
Snap it. List it. Shift it. — dev mode (hot reload)

  Open      ${dev.devUrl}
  Outbox    ${dev.devUrl}/_local/outbox   (sign-up and reset codes)
  Twin      ${dev.twin.siteUrl}   (API and emulators; accepts the dev server's origin)
  Data      ${settings.dataDir}

Press Ctrl-C to stop.`);

stopOnSignals(() => dev.stop());
