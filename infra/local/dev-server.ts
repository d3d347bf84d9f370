import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { resolvePort } from './free-port';
import { startLocalTwin, type LocalTwin, type LocalTwinOptions } from './twin';

// `npm run dev`: Vite's dev server (hot reload) in front of the twin. The page comes from Vite;
// what the app fetches from its own origin (the API, /config.json, the Cognito proxy and the
// outbox under /_local) is forwarded to the twin's gateway with the browser's Host and Origin,
// which the twin accepts because it was started for this dev server (devServerPort). The
// presigned uploads go to the S3 emulator directly, whose CORS then allows this origin too.

/** The paths the web app reads from its own origin that the twin serves. */
const twinPaths = ['/api', '/config.json', '/_local'] as const;

export interface DevServerOptions extends Omit<LocalTwinOptions, 'devServerPort'> {
  /** The dev server's port; 0 picks a free one. */
  devPort: number;
  /** The repository root (web/vite.config.ts is read from it). */
  root: string;
}

export interface DevServer {
  devUrl: string;
  twin: LocalTwin;
  stop(): Promise<void>;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { devPort, root, ...twinOptions } = options;
  const host = twinOptions.host ?? '127.0.0.1';
  const port = await resolvePort(devPort);
  const twin = await startLocalTwin({ ...twinOptions, host, devServerPort: port });
  let vite: ViteDevServer | undefined;
  try {
    vite = await createServer({
      configFile: path.join(root, 'web/vite.config.ts'),
      clearScreen: false,
      server: {
        host,
        port,
        strictPort: true,
        proxy: Object.fromEntries(twinPaths.map((prefix) => [prefix, { target: twin.siteUrl }])),
      },
    });
    await vite.listen();
  } catch (error) {
    await vite?.close();
    await twin.stop();
    throw error;
  }
  const started = vite;
  return {
    devUrl: `http://localhost:${port}`,
    twin,
    stop: async () => {
      await started.close();
      await twin.stop();
    },
  };
}
