// The listings table's sparse index of items waiting for an analysis (docs/design.md#analysis):
// only an item whose analysis is queued or running carries these two attributes, so the
// sweeper finds the stuck ones with one Query on the oldest, never a Scan of every listing.
// The CDK data construct and the twin's provisioning build the index from this (through
// infra/table-schemas.ts), so the attribute names live here once.

export const waitingAnalysesIndex = {
  name: 'waiting-analyses',
  /** Always `waitingMark`: one partition holds every waiting item, sorted by the key below. */
  partitionKey: 'analysis_waiting',
  /** When the item was last heard of: queued, retried or claimed by a run (ISO time). */
  sortKey: 'analysis_waiting_since',
} as const;

export const waitingMark = 'waiting';

/** The attributes that put an item in the index, as of `since`. */
export function waitingAttributes(since: string): Record<string, string> {
  return { [waitingAnalysesIndex.partitionKey]: waitingMark, [waitingAnalysesIndex.sortKey]: since };
}
