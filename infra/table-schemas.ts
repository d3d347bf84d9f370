import { waitingAnalysesIndex } from '#lambdas/lib/waiting-analyses-index.ts';

// Key schemas of the tables, read by the CDK data construct and by the local twin's
// provisioning, so both homes have the same tables (DESIGN.md section 4).

/** A global secondary index projecting only the keys (string keys, like the tables'). */
export interface IndexSchema {
  name: string;
  partitionKey: string;
  sortKey: string;
}

export interface TableSchema {
  /** Logical name; the deployed name is chosen by CloudFormation, the local one is this. */
  name: string;
  partitionKey: string;
  sortKey?: string;
  /** Attribute holding an epoch-seconds expiry (TTL is set in the cloud only, DESIGN.md 9). */
  ttlAttribute?: string;
  indexes?: readonly IndexSchema[];
}

export const tableSchemas = {
  /** The sparse index holds only items waiting for an analysis: the stuck-analysis sweeper's. */
  listings: { name: 'listings', partitionKey: 'userId', sortKey: 'id', indexes: [waitingAnalysesIndex] },
  profiles: { name: 'profiles', partitionKey: 'id' },
  linkPreviews: { name: 'link-previews', partitionKey: 'url', ttlAttribute: 'expiresAt' },
  /** Fixed-window counters of lambdas/lib/dynamo-rate-limiter.ts: `<rule>#<subject>#<window>`. */
  rateLimits: { name: 'rate-limits', partitionKey: 'id', ttlAttribute: 'expiresAt' },
  // One tombstone per erased account, kept while its tokens can still be valid.
  erasures: { name: 'erasures', partitionKey: 'userId', ttlAttribute: 'expiresAt' },
} as const satisfies Record<string, TableSchema>;
