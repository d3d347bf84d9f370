// @ts-nocheck
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { allowedHosts, guardEmulator } from './request-guard';

const require = createRequire(import.meta.url);

export interface DynamoDbEmulator {
  url: string;
  stop(): Promise<void>;
}

/** dynalite with its data on disk; tables are usable at once (createTableMs 0). */
export async function startDynamoDbEmulator(options: {
  dataDir: string;
  port: number;
}): Promise<DynamoDbEmulator> {
  const dynalite = require('dynalite');
  const server: Server = dynalite({
    path: options.dataDir,
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  // Only the handlers call it: no browser origin at all.
  guardEmulator(server, { hosts: allowedHosts(options.port), browserOrigins: new Set() });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${options.port}`,
    stop: () => stopServing(server),
  };
}

/**
 * Stops taking requests, lets the ones already taken finish, then closes the data (dynalite
 * closes its database once the HTTP server has closed). Cutting connections first would leave
 * an accepted write queued behind a lock to run against the closed database, where dynalite
 * throws "Database is closed" out of its handler: an uncaught exception in whatever process
 * runs the twin. A request still open after 5 s is cut.
 */
function stopServing(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), 5000);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}
