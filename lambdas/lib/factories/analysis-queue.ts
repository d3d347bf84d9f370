import type { AnalysisJob } from '../analysis-job';
import { sqs } from '../clients/sqs';
import { config } from '../config';
import { InProcessJobQueue } from '../in-process-job-queue';
import type { JobQueue } from '../job-queue';
import { SqsJobQueue } from '../sqs-job-queue';

/** The analyser's queue: SQS when its URL is configured (the cloud), else in this process. */
export function makeAnalysisQueue(): JobQueue<AnalysisJob> {
  const queueUrl = config.analyserQueueUrl();
  return queueUrl ? new SqsJobQueue(sqs(), queueUrl) : new InProcessJobQueue('analyser');
}
