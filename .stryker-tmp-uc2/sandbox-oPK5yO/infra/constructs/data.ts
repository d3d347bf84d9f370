// @ts-nocheck
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { TableProps } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableSchemas, type TableSchema } from '../table-schemas';

// The tables of docs/design.md#data. Their key schemas live in infra/table-schemas.ts, which
// the local twin's emulator tables read too, so both homes have the same keys.

/** What every table here shares: users' data is kept even if the stack is deleted. */
const durable = {
  billingMode: BillingMode.PAY_PER_REQUEST,
  // PITR: restore to any second of the last 35 days after a bad deploy or a bad script.
  pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
  // The aws/dynamodb KMS key: auditable in CloudTrail, no key of our own to manage.
  encryption: TableEncryption.AWS_MANAGED,
  removalPolicy: RemovalPolicy.RETAIN,
  deletionProtection: true,
} satisfies Partial<TableProps>;

export class Data extends Construct {
  /** partition key `userId`, sort key `id` (time-ordered, so a descending Query is "newest first"). */
  readonly listings: Table;
  /** partition key `id`: the user's `sub`. */
  readonly profiles: Table;
  /** Server-side link-preview cache (one hour), keyed by `url`; DynamoDB TTL on `expiresAt`. */
  readonly linkPreviews: Table;
  /** Per-user rate-limit counters (AI calls), one item per window; DynamoDB TTL on `expiresAt`. */
  readonly rateLimits: Table;
  /**
   * Tombstones of erased accounts, keyed by `userId` (the `sub`), for as long as tokens issued
   * before the erasure can be valid; DynamoDB TTL on `expiresAt` (lambdas/lib/ports/erasures.ts).
   */
  readonly erasures: Table;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    this.listings = this.table('Listings', tableSchemas.listings);
    this.profiles = this.table('Profiles', tableSchemas.profiles);
    // TTL deletion lags by up to a few days, so readers also filter `expiresAt > now`
    // (https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/howitworks-ttl.html).
    this.linkPreviews = this.table('LinkPreviews', tableSchemas.linkPreviews);
    this.rateLimits = this.table('RateLimits', tableSchemas.rateLimits);
    this.erasures = this.table('Erasures', tableSchemas.erasures);
  }

  /** Every key is a string: user ids (`sub`), ULID-style listing ids, URLs. */
  private table(id: string, schema: TableSchema): Table {
    const table = new Table(this, id, {
      ...durable,
      partitionKey: { name: schema.partitionKey, type: AttributeType.STRING },
      sortKey: schema.sortKey ? { name: schema.sortKey, type: AttributeType.STRING } : undefined,
      timeToLiveAttribute: schema.ttlAttribute,
    });
    for (const index of schema.globalIndexes ?? []) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: index.sortKey ? { name: index.sortKey, type: AttributeType.STRING } : undefined,
        projectionType: index.projection === 'keys-only' ? ProjectionType.KEYS_ONLY : ProjectionType.ALL,
      });
    }
    return table;
  }
}
