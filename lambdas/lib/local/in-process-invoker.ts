import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { functionRegistry, type FunctionName, type Registry } from '../../functions';
import { handlerModules } from './handler-modules';

// Runs a function's handler module in this process, as Lambda would run it: the local home of
// "Functions" in docs/design.md#two-homes, used by the local gateway (HTTP events) and the
// in-process queue (SQS events). Any event type: the handler decides what it takes.

type Handler<E, R> = (event: E, context: Context) => Promise<R>;

const loaded = new Map<FunctionName, Promise<Handler<unknown, unknown>>>();

function loadHandler(name: FunctionName): Promise<Handler<unknown, unknown>> {
  let handler = loaded.get(name);
  if (!handler) {
    handler = handlerModules[name]().then((module) => module.handler as Handler<unknown, unknown>);
    loaded.set(name, handler);
  }
  return handler;
}

function lambdaContext(name: string, requestId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${name}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${name}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

/** Invokes a registered function with an event; the timeout is the function's own. */
export async function invokeFunction<E, R>(
  name: FunctionName,
  event: E,
  options: { requestId?: string } = {},
): Promise<R> {
  const handler = (await loadHandler(name)) as Handler<E, R>;
  const spec = (functionRegistry as Registry)[name];
  const timeoutMs = (spec?.timeoutSeconds ?? (spec?.kind === 'queue' ? 120 : 10)) * 1000;
  return handler(event, lambdaContext(name, options.requestId || randomUUID(), timeoutMs));
}
