import type { AnalysisJob } from '../../ports/analysis-job';
import { sqs } from '../../adapters/clients/sqs';
import type { JobQueue } from '../../ports/job-queue';
import { SqsJobQueue } from '../../adapters/sqs-job-queue';
import { config } from '../config';

/**
 * The analyser's SQS queue. Its URL is required: a function without it fails on the missing
 * variable rather than queuing into nothing. The twin provides its in-process queue instead
 * (`provideServices` in infra/local/twin.ts), so this factory never runs there.
 */
export function makeAnalysisQueue(): JobQueue<AnalysisJob> {
  return new SqsJobQueue(sqs(), config.analyserQueueUrl());
}
