import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { ApiEvent } from '../../lambdas/lib/http';
import type { ApiFunctionName } from '../../lambdas/api-routes';

// Runs the same handler modules Lambda runs, in this process: the local home of
// "Functions" in DESIGN.md section 1.

type Handler = (event: ApiEvent, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const loaded = new Map<ApiFunctionName, Promise<Handler>>();

function loadHandler(fn: ApiFunctionName): Promise<Handler> {
  let handler = loaded.get(fn);
  if (!handler) {
    handler = import(`../../lambdas/${fn}/handler.ts`).then((m: { handler: Handler }) => m.handler);
    loaded.set(fn, handler);
  }
  return handler;
}

function lambdaContext(fn: ApiFunctionName, requestId: string, timeoutMs: number): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${fn}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${fn}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${fn}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

export async function invokeHandler(
  fn: ApiFunctionName,
  event: ApiEvent,
  timeoutMs = 10_000,
): Promise<APIGatewayProxyStructuredResultV2> {
  const handler = await loadHandler(fn);
  const requestId = event.requestContext.requestId || randomUUID();
  return handler(event, lambdaContext(fn, requestId, timeoutMs));
}
