import type { AnalysisJob } from '../../ports/analysis-job';
import { sqs } from '../../adapters/clients/sqs';
import { config } from '../config';
import { InProcessJobQueue } from '../../local/in-process-job-queue';
import type { JobQueue } from '../../ports/job-queue';
import { SqsJobQueue } from '../../adapters/sqs-job-queue';

/** The analyser's queue: SQS when its URL is configured (the cloud), else in this process. */
export function makeAnalysisQueue(): JobQueue<AnalysisJob> {
  const queueUrl = config.analyserQueueUrl();
  return queueUrl ? new SqsJobQueue(sqs(), queueUrl) : new InProcessJobQueue('analyser');
}
