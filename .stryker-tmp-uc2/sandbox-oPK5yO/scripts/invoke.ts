// @ts-nocheck
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { functionNames, type FunctionName } from '../lambdas/functions';
import { toEnvironment, type EnvValues } from '../lambdas/lib/runtime/config';

// `npm run invoke -- <function> <event.json>`: runs one handler in this process with an
// event (an API Gateway or SQS event, the same files `sam local invoke -e` takes), against the local twin
// that `npm start` is running (its configuration is in .data/local-twin.json).

const [fn, eventFile] = process.argv.slice(2);
if (!fn || !eventFile || !(functionNames as readonly string[]).includes(fn)) {
  console.error(`usage: npm run invoke -- <${functionNames.join('|')}> <event.json>`);
  process.exit(2);
}

const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
let twinEnv: EnvValues;
try {
  twinEnv = JSON.parse(readFileSync(path.join(dataDir, 'local-twin.json'), 'utf8')).env;
} catch {
  console.error(`No local twin found in ${dataDir}: start it with "npm start" first.`);
  process.exit(1);
}
Object.assign(process.env, toEnvironment(twinEnv));

const { invokeFunction } = await import('../lambdas/lib/local/in-process-invoker');
// As on the twin, a listing created here queues its analysis in this process.
const { provideInProcessQueues } = await import('../lambdas/lib/local/in-process-queues');
provideInProcessQueues();
const event: unknown = JSON.parse(readFileSync(eventFile, 'utf8'));
const result = await invokeFunction(fn as FunctionName, event);
console.log(JSON.stringify(result, null, 2));
