// @ts-nocheck
import type { AnalysisJob } from '#lambdas/lib/ports/analysis-job.ts';
import type { JobQueue } from '#lambdas/lib/ports/job-queue.ts';
import type { ListingAnalysisRepository } from '#lambdas/lib/ports/listing-analysis-repository.ts';

/**
 * One machine's queue is not durable (lambdas/lib/local/in-process-job-queue.ts), so at start the
 * twin queues again every item still `analyzing` without a recorded failure: its run, if it
 * had one, died with the previous process, so its claim is released first. Items with a
 * recorded failure wait for the user's retry. Returns how many were queued.
 */
export async function requeueUnfinishedAnalyses(
  analyses: ListingAnalysisRepository,
  queue: JobQueue<AnalysisJob>,
): Promise<number> {
  let requeued = 0;
  for (const listing of await analyses.listAnalyzing()) {
    if (listing.analysis_error) continue;
    await analyses.release(listing);
    await queue.send({ userId: listing.user_id, listingId: listing.id });
    requeued++;
  }
  return requeued;
}
