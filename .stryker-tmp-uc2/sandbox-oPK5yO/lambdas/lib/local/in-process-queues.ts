// @ts-nocheck
import type { AnalysisJob } from '../ports/analysis-job';
import { provideServices } from '../runtime/services';
import { InProcessJobQueue } from './in-process-job-queue';

/** The local home's queues, one per queue function, by the service name its producers use. */
export interface InProcessQueues {
  analysisQueue: InProcessJobQueue<AnalysisJob>;
}

/**
 * The local home's choice of queue (docs/architecture/backend.md#queue-functions): every
 * function in this process sends its jobs to an in-process queue that runs the consumer here,
 * in place of the cloud's SQS queue of a URL. Called before any handler loads (the twin,
 * `npm run invoke`), so the SQS factories' start checks are skipped by configuration, not by
 * a branch. A new queue function adds its queue here.
 */
export function provideInProcessQueues(): InProcessQueues {
  const queues: InProcessQueues = { analysisQueue: new InProcessJobQueue<AnalysisJob>('analyser') };
  provideServices(queues);
  return queues;
}
