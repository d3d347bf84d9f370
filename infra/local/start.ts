import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startLocalTwin } from './twin';

// `npm start`: the whole product on this machine, with no AWS account and no API key.

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return value;
}

const root = process.cwd();
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));

const twin = await startLocalTwin({
  dataDir,
  siteDir: path.join(root, 'dist', 'web'),
  host: process.env.HOST ?? '127.0.0.1',
  ports: {
    gateway: port('PORT', 3000),
    cognito: port('COGNITO_PORT', 9229),
    dynamodb: port('DYNAMODB_PORT', 8000),
    s3: port('S3_PORT', 4569),
  },
  onMessage: (m) => console.log(`\n✉  Email to ${m.to}: ${m.subject}${m.code ? ` — code ${m.code}` : ''}`),
  log: (line) => console.log(JSON.stringify(line)),
});

// `npm run invoke` runs a handler against this twin with the same configuration.
writeFileSync(path.join(dataDir, 'local-twin.json'), JSON.stringify({ env: twin.env }, null, 2));

console.log(`
Snap it. List it. Shift it. — running locally

  Open      ${twin.siteUrl}
  Outbox    ${twin.siteUrl}/_local/outbox   (sign-up and reset codes)
  Data      ${dataDir}

Press Ctrl-C to stop.`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  await twin.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
