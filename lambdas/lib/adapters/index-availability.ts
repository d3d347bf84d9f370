import { logger } from '../runtime/logger';

// A global secondary index added by a deploy is CREATING while DynamoDB backfills it from the
// table's items: minutes for a small table, hours for a large one (docs/operator-guide.md#updating).
// Meanwhile a Query on it fails with a ValidationException ("Cannot read from backfilling
// global secondary index"), and a stack taking its indexes one per deploy has none yet ("The
// table does not have the specified index"). Such a read is answered as if the index held
// nothing yet, with a warning in the log: not a 500, not a function error, so no alarm storm.

const unavailable = /backfilling global secondary index|does not have the specified index/i;

export function isIndexUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === 'ValidationException' && unavailable.test(error.message);
}

/** `read()`, or `meanwhile` (with a warning) while the index `indexName` cannot be read yet. */
export async function whileIndexBuilds<T, M>(
  indexName: string,
  read: () => Promise<T>,
  meanwhile: M,
): Promise<T | M> {
  try {
    return await read();
  } catch (error) {
    if (!isIndexUnavailable(error)) throw error;
    logger.warn('Index not readable yet: answered as empty', {
      index: indexName,
      reason: (error as Error).message,
    });
    return meanwhile;
  }
}
