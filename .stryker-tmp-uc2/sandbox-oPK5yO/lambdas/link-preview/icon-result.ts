// @ts-nocheck
import type { ApiResult } from '../lib/runtime/http';
import type { SiteIcon } from './site-icon';

/**
 * The icon as the image itself (base64 for API Gateway). Its type is the one its bytes were
 * recognised as; nosniff and a CSP that allows nothing keep a browser from reading it as
 * anything else. The browser may keep it for the hour the server does.
 */
export function iconResult(icon: SiteIcon): ApiResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': icon.contentType,
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    },
    isBase64Encoded: true,
    body: Buffer.from(icon.bytes).toString('base64'),
  };
}
