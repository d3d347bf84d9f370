// @ts-nocheck
import path from 'node:path';
import type { OutboxMessage } from './outbox';

// What `npm start` and `npm run dev` read from the environment (docs/architecture/twin.md#running-it).

export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return value;
}

export function twinSettingsFromEnv(root: string) {
  return {
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(root, '.data')),
    siteDir: path.join(root, 'dist', 'web'),
    host: process.env.HOST ?? '127.0.0.1',
    ports: {
      gateway: portFromEnv('PORT', 3000),
      cognito: portFromEnv('COGNITO_PORT', 9229),
      dynamodb: portFromEnv('DYNAMODB_PORT', 8000),
      s3: portFromEnv('S3_PORT', 4569),
    },
    onMessage: (m: OutboxMessage) =>
      console.log(`\n✉  Email to ${m.to}: ${m.subject}${m.code ? ` — code ${m.code}` : ''}`),
    log: (line: Record<string, unknown>) => console.log(JSON.stringify(line)),
  };
}
