import type { AnalysisJob } from '../ports/analysis-job';
import { config } from '../runtime/config';
import { provideServices } from '../runtime/services';
import { InProcessJobQueue } from './in-process-job-queue';
import { InProcessParking } from './in-process-parking';

/** The local home's queues, one per queue function, by the service name its producers use. */
export interface InProcessQueues {
  analysisQueue: InProcessJobQueue<AnalysisJob>;
  /** Where the dead-letter consumer parks what it cannot read (logged, kept in memory). */
  parkedMessages: InProcessParking;
}

/**
 * The local home's choice of queue (docs/architecture/backend.md#queue-functions): every
 * function in this process sends its jobs to an in-process queue that runs the consumer here,
 * in place of the cloud's SQS queue of a URL. Called before any handler loads (the twin,
 * `npm run invoke`), so the SQS factories' start checks are skipped by configuration, not by
 * a branch. A new queue function adds its queue here.
 */
export function provideInProcessQueues(): InProcessQueues {
  const queues: InProcessQueues = {
    // As many analyses at once as the cloud's ai.analyserConcurrency (ANALYSER_CONCURRENCY).
    analysisQueue: new InProcessJobQueue<AnalysisJob>('analyser', undefined, config.analyserConcurrency()),
    parkedMessages: new InProcessParking(),
  };
  provideServices(queues);
  return queues;
}
