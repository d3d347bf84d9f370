import type { AnalysisJob } from '../../ports/analysis-job';
import { sqs } from '../clients/sqs';
import type { JobQueue } from '../../ports/job-queue';
import { SqsJobQueue } from '../../adapters/sqs-job-queue';
import { config, envNames } from '../config';
import type { ServiceFactory } from '../services';

/**
 * The analyser's SQS queue. Its URL is required, and checked when a function declaring the
 * queue starts (docs/architecture/backend.md#queue-functions): a function deployed without it
 * fails at once rather than queuing into nothing. The twin provides its in-process queue
 * instead (`provideServices` in infra/local/twin.ts), so neither the check nor this factory
 * runs there.
 */
export const makeAnalysisQueue: ServiceFactory<JobQueue<AnalysisJob>> = Object.assign(
  (): JobQueue<AnalysisJob> => new SqsJobQueue(sqs(), config.analyserQueueUrl()),
  { checkAtStart: checkQueueUrl },
);

function checkQueueUrl(): void {
  try {
    config.analyserQueueUrl();
  } catch (error) {
    throw new Error(
      `${envNames.analyserQueueUrl} is not set: this function sends analysis jobs to the analyser's SQS queue and cannot start without its URL`,
      { cause: error },
    );
  }
}
