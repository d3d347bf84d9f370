// @ts-nocheck
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-precompress.ts';
import { authPages } from './vite-auth-pages.ts';
import { manifestFileName, webAppManifest } from './web-app-manifest.ts';
import { precacheOptions } from './precache-options.ts';

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [
    react(),
    authPages(),
    // The web app manifest and the service worker (docs/architecture/web.md#installable). The
    // worker is our own source (injectManifest), registered by src/register-service-worker.ts.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webAppManifest,
      manifestFilename: manifestFileName,
      includeAssets: ['apple-touch-icon.png'],
      injectManifest: precacheOptions,
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  resolve: {
    // Radix's scroll lock through a constructed stylesheet, not a <style> the CSP refuses
    // (web/src/lib/style-singleton.ts).
    alias: { 'react-style-singleton': path.resolve(import.meta.dirname, 'src/lib/style-singleton.ts') },
  },
  build: {
    // Relative to root: the repository's dist/web, which the local server and CDK serve.
    outDir: '../dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      // The text catalogue's files (domain/texts/) only declare texts: a screen that imports
      // #domain/messages.ts takes only the areas it reads, so /auth does not carry the item
      // screens' labels.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]domain[\\/](texts[\\/]|messages\.ts$)/.test(id),
      },
      output: {
        // React and the router change less often than the app: their own chunk stays cached
        // across deployments. Amplify is left to automatic splitting on purpose, so its
        // sign-in code stays in the lazy auth chunk instead of joining the first download.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie)[\\/]/ },
          ],
        },
      },
    },
  },
  // The dev server is started by `npm run dev` (infra/local/dev-server.ts), which forwards the
  // API, /config.json and /_local to a twin that accepts this origin.
});
