// @ts-nocheck
import * as z from '../runtime/zod';

// The message between "a listing needs analysing" (create, retry) and the analyser queue
// function (docs/design.md#analysis), sent through the JobQueue port.

export const analysisJobSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  listingId: z.string().check(z.minLength(1)),
  /** True when the sender already counted this run against the user's AI limit. */
  charged: z.optional(z.boolean()),
});

export type AnalysisJob = z.output<typeof analysisJobSchema>;
