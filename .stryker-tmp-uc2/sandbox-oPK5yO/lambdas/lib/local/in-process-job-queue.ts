// @ts-nocheck
import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { QueueFunctionName } from '../../functions';
import { invokeFunction } from './in-process-invoker';
import type { JobQueue } from '../ports/job-queue';
import { logger } from '../runtime/logger';

type Invoke = (name: QueueFunctionName, event: SQSEvent) => Promise<SQSBatchResponse | void>;

/**
 * One machine's queue: each job is handed to the consumer's handler in this process, as an
 * SQS event of one record, after the sender's request has been answered (like SQS, the
 * sender never waits for the work). Not durable: whatever was queued when the process stops
 * is found again by the consumer's own recovery (e.g. items still marked as pending).
 */
export class InProcessJobQueue<Job> implements JobQueue<Job> {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly consumer: QueueFunctionName,
    private readonly invoke: Invoke = (name, event) => invokeFunction(name, event),
  ) {}

  send(job: Job): Promise<void> {
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.invoke(this.consumer, sqsEventOf(job)))
      .then((response) => {
        if (response && response.batchItemFailures.length > 0) {
          logger.warn('queued job failed', { consumer: this.consumer });
        }
      })
      .catch((error: unknown) => logger.error('queued job crashed', { consumer: this.consumer, error }))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
    return Promise.resolve();
  }

  /** Resolves once every job sent so far has been handled (for tests and clean shutdown). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

function sqsEventOf(job: unknown): SQSEvent {
  const now = String(Date.now());
  return {
    Records: [
      {
        messageId: randomUUID(),
        receiptHandle: 'in-process',
        body: JSON.stringify(job),
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: now,
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: now,
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:local:000000000000:in-process',
        awsRegion: 'local',
      },
    ],
  };
}
