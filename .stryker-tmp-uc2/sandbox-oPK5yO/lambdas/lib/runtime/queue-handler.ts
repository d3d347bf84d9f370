// @ts-nocheck
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { logger } from './logger';
import type * as z from './zod';

export type QueueHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

/**
 * The queue functions' counterpart of withApiHandler: each record's body is parsed with the
 * job schema and handled on its own; a record that throws is reported as a partial batch
 * failure, so SQS retries only that one (and sends it to the dead-letter queue after the
 * queue's maxReceiveCount), while the rest of the batch is deleted. A body that does not
 * parse fails the same way: the dead-letter queue keeps it for a person to look at.
 * https://docs.powertools.aws.dev/lambda/typescript/latest/features/batch/
 */
export function withQueueHandler<S extends z.ZodMiniType>(
  jobSchema: S,
  handleJob: (job: z.output<S>, record: SQSRecord, context: Context) => Promise<void>,
): QueueHandler {
  const processor = new BatchProcessor(EventType.SQS);
  return async (event, context) => {
    logger.addContext(context);
    const recordHandler = async (record: SQSRecord) => {
      const parsed = jobSchema.safeParse(parseJson(record.body));
      if (!parsed.success) {
        logger.error('queued job refused', {
          messageId: record.messageId,
          issue: parsed.error.issues[0]?.message,
        });
        throw new Error('The queued job does not match its schema.');
      }
      try {
        await handleJob(parsed.data, record, context);
      } catch (error) {
        logger.error('queued job failed', { messageId: record.messageId, error: error as Error });
        throw error;
      }
    };
    return processPartialResponse(event, recordHandler, processor, { context });
  };
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
