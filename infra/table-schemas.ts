import { readyListingsIndex } from '../lambdas/lib/adapters/listing-keys';
import { pendingDeletionsIndex } from '../lambdas/lib/adapters/pending-deletions-index';
import { soldListingsIndex } from '../lambdas/lib/adapters/sold-listings-index';
import { waitingAnalysesIndex } from '../lambdas/lib/adapters/waiting-analyses-index';

// Key schemas of the tables, read by the CDK data construct and by the local twin's
// provisioning, so both homes have the same tables (docs/design.md#data).

export interface TableSchema {
  /** Logical name; the deployed name is chosen by CloudFormation, the local one is this. */
  name: string;
  partitionKey: string;
  sortKey?: string;
  /** Attribute holding an epoch-seconds expiry (TTL is set in the cloud only, docs/design.md#known-facts-about-the-parts). */
  ttlAttribute?: string;
  /** Global secondary indexes (string keys, like the tables'). */
  globalIndexes?: readonly GlobalIndexSchema[];
}

export interface GlobalIndexSchema {
  name: string;
  partitionKey: string;
  sortKey?: string;
  /** What the index holds besides its keys: every attribute (the default), or nothing. */
  projection?: 'all' | 'keys-only';
}

export const tableSchemas = {
  /**
   * The index of ready items pages the Review tab; the sparse index of items waiting for an
   * analysis is the stuck-analysis sweeper's, and so is the sparse index of deleted listings
   * waiting for their purge. The sparse index of sold items pages the Sold view and feeds
   * the summary of money made.
   */
  listings: {
    name: 'listings',
    partitionKey: 'userId',
    sortKey: 'id',
    globalIndexes: [
      readyListingsIndex,
      { ...waitingAnalysesIndex, projection: 'keys-only' },
      { ...pendingDeletionsIndex, projection: 'keys-only' },
      // Last: a stack takes a new index in its own deploy (docs/operator-guide.md#updating).
      soldListingsIndex,
    ],
  },
  profiles: { name: 'profiles', partitionKey: 'id' },
  linkPreviews: { name: 'link-previews', partitionKey: 'url', ttlAttribute: 'expiresAt' },
  /** Fixed-window counters of lambdas/lib/adapters/dynamo-rate-limiter.ts: `<rule>#<subject>#<window>`. */
  rateLimits: { name: 'rate-limits', partitionKey: 'id', ttlAttribute: 'expiresAt' },
  // One tombstone per erased account, kept while its tokens can still be valid.
  erasures: { name: 'erasures', partitionKey: 'userId', ttlAttribute: 'expiresAt' },
} as const satisfies Record<string, TableSchema>;
