// @ts-nocheck
import type { JobQueue } from '#lambdas/lib/ports/job-queue.ts';

/** A queue that keeps what was sent, for tests of the code that sends jobs. */
export class InMemoryJobQueue<Job> implements JobQueue<Job> {
  readonly sent: Job[] = [];

  async send(job: Job): Promise<void> {
    this.sent.push(job);
  }
}
