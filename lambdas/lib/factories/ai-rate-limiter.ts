import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoRateLimiter } from '../dynamo-rate-limiter';
import type { RateLimiter } from '../rate-limiter';

/**
 * AI counters live in a table of their own (rate-limits, key `id`, TTL `expiresAt`): the AI
 * functions need no right on the link-previews table, nor the preview function on this one.
 */
export function makeAiRateLimiter(): RateLimiter {
  // The key schema of infra/table-schemas.ts's rateLimits (lambdas/ never imports infra/).
  return new DynamoRateLimiter(dynamo(), {
    tableName: config.rateLimitsTable(),
    partitionKey: 'id',
    ttlAttribute: 'expiresAt',
  });
}
