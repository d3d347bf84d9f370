// @ts-nocheck
// The port between a function that starts background work and the queue function that does it
// (docs/design.md#analysis). Two adapters: SQS in the cloud (lib/adapters/sqs-job-queue.ts) and an in-process
// queue on one machine (lib/local/in-process-job-queue.ts), which the twin provides.

export interface JobQueue<Job> {
  /** Hands the job to the queue; resolves once it is accepted, not once it is done. */
  send(job: Job): Promise<void>;
}
