import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { ApiError, badRequest } from './api-error';
import { logger } from './logger';
import type * as z from './zod';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

export function json(statusCode: number, body: unknown): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

export const noContent = (): ApiResult => ({ statusCode: 204, headers: { 'cache-control': 'no-store' } });

function errorResult(error: ApiError): ApiResult {
  return json(error.status, { error: { code: error.code, message: error.message } });
}

/**
 * Wraps a handler so that every failure becomes a JSON `{error: {code, message}}` with an
 * honest status, is logged as one structured line with the request id, and never leaks a
 * stack trace or a raw AWS error to the browser.
 */
export function withApiHandler(handle: ApiHandler): ApiHandler {
  return async (event, context) => {
    logger.addContext(context);
    logger.appendKeys({ routeKey: event.routeKey });
    try {
      return await handle(event, context);
    } catch (error) {
      if (error instanceof ApiError) {
        const log = error.status >= 500 ? logger.error.bind(logger) : logger.warn.bind(logger);
        log('request failed', { status: error.status, code: error.code, reason: error.message });
        return errorResult(error);
      }
      const throttled = isThrottling(error);
      logger.error('request failed', { status: throttled ? 503 : 500, error: error as Error });
      return errorResult(
        throttled
          ? new ApiError(503, 'service_unavailable', 'The service is busy. Please try again.')
          : new ApiError(500, 'internal', 'Something went wrong. Please try again.'),
      );
    } finally {
      logger.removeKeys(['routeKey']);
    }
  };
}

const throttlingNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'SlowDown',
  'TooManyRequestsException',
]);

function isThrottling(error: unknown): boolean {
  return error instanceof Error && throttlingNames.has(error.name);
}

/** Parses and validates a JSON body; anything malformed is a 400 with a readable message. */
export function parseBody<T extends z.ZodMiniType>(event: ApiEvent, schema: T): z.output<T> {
  let raw: unknown;
  try {
    const text = event.isBase64Encoded
      ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
      : (event.body ?? '');
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`${where}${issue?.message ?? 'Invalid request.'}`);
  }
  return parsed.data;
}

export function pathParam(event: ApiEvent, name: string): string {
  const value = event.pathParameters?.[name];
  if (!value) throw badRequest(`Missing path parameter ${name}.`);
  return value;
}
