// @ts-nocheck
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { JobQueue } from '../ports/job-queue';

/** The cloud's queue: one SQS message per job, its body the job as JSON. */
export class SqsJobQueue<Job> implements JobQueue<Job> {
  constructor(
    private readonly client: SQSClient,
    private readonly queueUrl: string,
  ) {}

  async send(job: Job): Promise<void> {
    await this.client.send(
      new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify(job) }),
    );
  }
}
