import { fullItemHoldMicros, userDailyShare } from '#domain/ai-spend.ts';
import type { AiBudget } from '../../ports/ai-budget';
import { dynamo } from '../clients/dynamo';
import { DynamoAiBudget } from '../../adapters/dynamo-ai-budget';
import type { CounterTable } from '../../adapters/dynamo-rate-limiter';
import { config } from '../config';
import { DynamoSlidingWindowLimiter } from '../../adapters/dynamo-sliding-window-limiter';
import type { RefundableRateLimiter } from '../../ports/rate-limiter';

/**
 * AI counters live in a table of their own (rate-limits, key `id`, TTL `expiresAt`): the AI
 * functions need no right on the link-previews table, nor the preview function on this one.
 */
export function makeAiRateLimiter(): RefundableRateLimiter {
  return new DynamoSlidingWindowLimiter(dynamo(), aiCounterTable());
}

/** The product's daily spend ceiling, and each user's share of it, live in the same table. */
export function makeAiBudget(): AiBudget {
  const daily = config.aiDailySpendMicros();
  const openAi = config.openAi();
  const oneItem = fullItemHoldMicros(openAi.prices, {
    identifyMaxOutputTokens: openAi.maxOutputTokens.identify,
    researchMaxOutputTokens: openAi.maxOutputTokens.research,
    researchMaxWebSearches: openAi.researchMaxToolCalls,
  });
  return new DynamoAiBudget(
    dynamo(),
    aiCounterTable(),
    daily,
    userDailyShare(daily, config.aiUserSharePercent(), oneItem),
  );
}

// The key schema of infra/table-schemas.ts's rateLimits (lambdas/ never imports infra/).
function aiCounterTable(): CounterTable {
  return { tableName: config.rateLimitsTable(), partitionKey: 'id', ttlAttribute: 'expiresAt' };
}
