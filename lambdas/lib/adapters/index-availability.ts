import { countOperationalMetric } from '../runtime/count-operational-metric';
import { logger } from '../runtime/logger';
import { operationalMetrics } from '../runtime/operational-metrics';

// A global secondary index added by a deploy is CREATING while DynamoDB backfills it from the
// table's items: minutes for a small table, hours for a large one (docs/operator-guide.md#updating).
// Meanwhile a Query on it fails with a ValidationException ("Cannot read from backfilling
// global secondary index"). Such a read is answered as if the index held nothing yet, with a
// warning in the log: not a 500, not a function error, so no alarm storm while it builds.
// An index the table does not have at all ("The table does not have the specified index") is
// another matter: a deploy left it out or deleted it, and an empty answer would hide that the
// Sold view is empty, deleted listings are never purged or stuck analyses never swept. That is
// an error: logged, counted in IndexMissing (an alarm watches it) and thrown.

const backfilling = /backfilling global secondary index/i;
const missing = /does not have the specified index/i;

const isValidation = (error: unknown): error is Error =>
  error instanceof Error && error.name === 'ValidationException';

/** DynamoDB's refusal of a read on an index it is still building. */
export function isIndexUnavailable(error: unknown): boolean {
  return isValidation(error) && backfilling.test(error.message);
}

/** DynamoDB's refusal of a read on an index the table does not have. */
function isIndexMissing(error: unknown): boolean {
  return isValidation(error) && missing.test(error.message);
}

/**
 * `read()`, or `meanwhile` (with a warning) while the index `indexName` is being built. An
 * index the table does not have is an error, logged and counted, never an empty answer.
 */
export async function whileIndexBuilds<T, M>(
  indexName: string,
  read: () => Promise<T>,
  meanwhile: M,
): Promise<T | M> {
  try {
    return await read();
  } catch (error) {
    if (isIndexMissing(error)) {
      logger.error('Index missing: the table does not have it', {
        index: indexName,
        reason: (error as Error).message,
      });
      countOperationalMetric(operationalMetrics.indexesMissing);
      throw error;
    }
    if (!isIndexUnavailable(error)) throw error;
    logger.warn('Index not readable yet: answered as empty', {
      index: indexName,
      reason: (error as Error).message,
    });
    return meanwhile;
  }
}
