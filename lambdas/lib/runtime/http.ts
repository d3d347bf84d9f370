import { serverTexts } from '#domain/messages.ts';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { ApiFunctionName } from '../../functions';
import type { RouteKey } from '../../api-routes';
import { ApiError, badRequest, unsupportedMediaType } from './api-error';
import { ServiceUnavailableError } from '../ports/service-unavailable';
import { config } from './config';
import { logger } from './logger';
import { cameThroughCloudFront } from './origin-check';
import { isServiceUnavailable, isThrottling } from './sdk-failures';
import type * as z from './zod';

/** The HTTP API's payload 2.0 event, after the JWT authorizer, as Lambda hands it over. */
export type HttpEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
/** The event of one function, whose `routeKey` is one of that function's routes. */
export type ApiEvent<F extends ApiFunctionName> = Omit<HttpEvent, 'routeKey'> & {
  routeKey: RouteKey<F>;
  /** Never set: names the function for the compiler, so `routeTo(event, ...)` knows its routes. */
  readonly apiFunction?: F;
};
export type ApiResult = APIGatewayProxyStructuredResultV2;
export type ApiHandler = (event: HttpEvent, context: Context) => Promise<ApiResult>;

export function json(statusCode: number, body: unknown): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

export const noContent = (): ApiResult => ({ statusCode: 204, headers: { 'cache-control': 'no-store' } });

function errorResult(error: ApiError): ApiResult {
  const result = json(error.status, { error: { code: error.code, message: error.message } });
  return { ...result, headers: { ...result.headers, ...error.headers } };
}

const serviceUnavailableMessage = serverTexts.serviceUnavailable;

/**
 * Wraps a handler so that every failure becomes a JSON `{error: {code, message}}` with an
 * honest status, is logged as one structured line with the request id, and never leaks a
 * stack trace or a raw AWS error to the browser.
 */
export function withApiHandler<F extends ApiFunctionName>(
  handle: (event: ApiEvent<F>, context: Context) => Promise<ApiResult>,
): ApiHandler {
  return async (event, context) => {
    logger.addContext(context);
    logger.appendKeys({ routeKey: event.routeKey });
    try {
      const originSecret = config.originVerifySecret();
      if (originSecret && !cameThroughCloudFront(event.headers, originSecret))
        throw new ApiError(403, 'forbidden', 'Use the site address: the API answers only through it.');
      // API Gateway invokes a function only for its own routes (the route table, api-routes.ts).
      return await handle(event as ApiEvent<F>, context);
    } catch (caught) {
      // A port's "try again later" (the adapter logged what the service said) is a 503.
      const error =
        caught instanceof ServiceUnavailableError
          ? new ApiError(503, 'service_unavailable', caught.message)
          : caught;
      if (error instanceof ApiError) {
        const log = error.status >= 500 ? logger.error.bind(logger) : logger.warn.bind(logger);
        log('request failed', { status: error.status, code: error.code, reason: error.message });
        return errorResult(error);
      }
      const throttled = isThrottling(error);
      // A table (or any AWS service) that did not answer: the user can only try again later.
      const unreachable = !throttled && isServiceUnavailable(error);
      logger.error('request failed', { status: throttled || unreachable ? 503 : 500, error: error as Error });
      return errorResult(
        throttled
          ? new ApiError(503, 'service_unavailable', 'The service is busy. Please try again.')
          : unreachable
            ? new ApiError(503, 'service_unavailable', serviceUnavailableMessage)
            : new ApiError(500, 'internal', 'Something went wrong. Please try again.'),
      );
    } finally {
      logger.removeKeys(['routeKey']);
    }
  };
}

const notJsonMessage = serverTexts.notJson;

/** `application/json` or a `+json` type, with any parameters (`; charset=utf-8`). */
const jsonMediaType = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Parses and validates a JSON body; anything malformed is a 400 with a readable message. A
 * body declared as anything but JSON (a form, plain text, no type at all) is a 415: API
 * Gateway passes any content type through, so the function says what it takes.
 */
export function parseBody<T extends z.ZodMiniType>(event: HttpEvent, schema: T): z.output<T> {
  const text = event.isBase64Encoded
    ? Buffer.from(event.body ?? '', 'base64').toString('utf8')
    : (event.body ?? '');
  if (text.trim() !== '' && !jsonMediaType.test(headerOf(event, 'content-type'))) {
    throw unsupportedMediaType(notJsonMessage);
  }
  let raw: unknown;
  try {
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

/** A request header; API Gateway lower-cases their names, a hand-made event may not. */
function headerOf(event: HttpEvent, name: string): string {
  const headers = event.headers ?? {};
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return (found === undefined ? undefined : headers[found]) ?? '';
}

export function pathParam(event: HttpEvent, name: string): string {
  const value = event.pathParameters?.[name];
  if (!value) throw badRequest(`Missing path parameter ${name}.`);
  return value;
}
