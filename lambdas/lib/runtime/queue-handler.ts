import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from './logger';
import type * as z from './zod';

export type QueueHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

export interface QueueHandlerOptions {
  /**
   * Where a body that does not parse goes at once, instead of coming back for another receive:
   * a retry cannot make it parse. Without it, such a record fails like any other.
   */
  readonly park?: (record: SQSRecord, reason: string) => Promise<void>;
}

/**
 * The queue functions' counterpart of withApiHandler: each record's body is parsed with the
 * job schema and handled on its own; a record that throws is reported as a partial batch
 * failure, so SQS retries only that one (and sends it to the dead-letter queue after the
 * queue's maxReceiveCount), while the rest of the batch is deleted. A body that does not
 * parse fails the same way (the dead-letter queue keeps it for a person to look at), or is
 * parked at once where `options.park` says.
 *
 * Records are handled one after another, never in parallel (Powertools' default runs a
 * batch's records at once): the event source's maximum concurrency then bounds the jobs
 * running at once (docs/architecture/backend.md#queue-functions).
 * https://docs.powertools.aws.dev/lambda/typescript/latest/features/batch/
 */
export function withQueueHandler<S extends z.ZodMiniType>(
  jobSchema: S,
  handleJob: (job: z.output<S>, record: SQSRecord, context: Context) => Promise<void>,
  options: QueueHandlerOptions = {},
): QueueHandler {
  const processor = new BatchProcessor(EventType.SQS);
  return async (event, context) => {
    logger.addContext(context);
    const recordHandler = async (record: SQSRecord) => {
      const parsed = jobSchema.safeParse(parseJson(record.body));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]?.message ?? 'not JSON';
        logger.error('queued job refused', { messageId: record.messageId, issue, parked: !!options.park });
        if (options.park) return options.park(record, `The queued job does not match its schema: ${issue}`);
        throw new Error('The queued job does not match its schema.');
      }
      try {
        await handleJob(parsed.data, record, context);
      } catch (error) {
        logger.error('queued job failed', { messageId: record.messageId, error: error as Error });
        throw error;
      }
    };
    return processPartialResponse(event, recordHandler, processor, { context, processInParallel: false });
  };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
