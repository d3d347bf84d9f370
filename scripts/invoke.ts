import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiFunctionNames, type ApiFunctionName } from '../lambdas/api-routes';
import type { ApiEvent } from '../lambdas/lib/http';

// `npm run invoke -- <function> <event.json>`: runs one handler in this process with an
// API Gateway event (the same files `sam local invoke -e` takes), against the local twin
// that `npm start` is running (its configuration is in .data/local-twin.json).

const [fn, eventFile] = process.argv.slice(2);
if (!fn || !eventFile || !(apiFunctionNames as readonly string[]).includes(fn)) {
  console.error(`usage: npm run invoke -- <${apiFunctionNames.join('|')}> <event.json>`);
  process.exit(2);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
let twinEnv: Record<string, string>;
try {
  twinEnv = JSON.parse(readFileSync(path.join(dataDir, 'local-twin.json'), 'utf8')).env;
} catch {
  console.error(`No local twin found in ${dataDir}: start it with "npm start" first.`);
  process.exit(1);
}
Object.assign(process.env, twinEnv);

const { invokeHandler } = await import('../infra/local/lambda-runtime');
const event = JSON.parse(readFileSync(eventFile, 'utf8')) as ApiEvent;
const result = await invokeHandler(fn as ApiFunctionName, event);
console.log(JSON.stringify(result, null, 2));
