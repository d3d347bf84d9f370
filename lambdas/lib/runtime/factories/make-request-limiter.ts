import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoRateLimiter } from '../../adapters/dynamo-rate-limiter';
import type { RateLimiter } from '../../ports/rate-limiter';

/**
 * Each user's API requests are counted in the rate-limits table (key `id`, TTL `expiresAt`),
 * beside the AI counters: every API function may add to a counter there, none may read it.
 */
export function makeRequestLimiter(): RateLimiter {
  // The key schema of infra/table-schemas.ts's rateLimits (lambdas/ never imports infra/).
  return new DynamoRateLimiter(dynamo(), {
    tableName: config.rateLimitsTable(),
    partitionKey: 'id',
    ttlAttribute: 'expiresAt',
  });
}
