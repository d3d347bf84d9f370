import { readyListingsIndex } from '../lambdas/lib/listing-keys';

// Key schemas of the tables, read by the CDK data construct and by the local twin's
// provisioning, so both homes have the same tables (DESIGN.md section 4).

export interface TableSchema {
  /** Logical name; the deployed name is chosen by CloudFormation, the local one is this. */
  name: string;
  partitionKey: string;
  sortKey?: string;
  /** Attribute holding an epoch-seconds expiry (TTL is set in the cloud only, DESIGN.md 9). */
  ttlAttribute?: string;
  /** Global secondary indexes, all projecting every attribute. */
  globalIndexes?: readonly GlobalIndexSchema[];
}

export interface GlobalIndexSchema {
  name: string;
  partitionKey: string;
  sortKey?: string;
}

export const tableSchemas = {
  listings: {
    name: 'listings',
    partitionKey: 'userId',
    sortKey: 'id',
    globalIndexes: [readyListingsIndex],
  },
  profiles: { name: 'profiles', partitionKey: 'id' },
  linkPreviews: { name: 'link-previews', partitionKey: 'url', ttlAttribute: 'expiresAt' },
  /** Fixed-window counters of lambdas/lib/dynamo-rate-limiter.ts: `<rule>#<subject>#<window>`. */
  rateLimits: { name: 'rate-limits', partitionKey: 'id', ttlAttribute: 'expiresAt' },
  // One tombstone per erased account, kept while its tokens can still be valid.
  erasures: { name: 'erasures', partitionKey: 'userId', ttlAttribute: 'expiresAt' },
} as const satisfies Record<string, TableSchema>;
