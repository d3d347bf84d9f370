import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoRateLimiter } from '../../adapters/dynamo-rate-limiter';
import type { RateLimiter } from '../../ports/rate-limiter';

/**
 * Preview and icon counters live in the link-previews table (key `url`, TTL `expiresAt`):
 * the function's only table, so it needs no other grant.
 */
export function makePreviewRateLimiter(): RateLimiter {
  return new DynamoRateLimiter(dynamo(), {
    tableName: config.linkPreviewsTable(),
    partitionKey: 'url',
    ttlAttribute: 'expiresAt',
  });
}
