import type { ListingDeletions } from './listing-deletions';
import type { ListingLife } from './listing-life';
import type { ListingPhotos } from './listing-photos';
import type { ListingReads } from './listing-reads';
import type { ListingWrites } from './listing-writes';
import type { ListingsErasure } from './listings-erasure';
import type { ReanalysisLease } from './reanalysis-lease';

/**
 * Every port of the listings table together: what its one adapter implements (DynamoDB, and the
 * in-memory one of the unit tests) and `Services.listings` holds. A use case names only the
 * ports it uses (e.g. `{ listings: ListingReads & ListingWrites }`), each of which has its
 * contract (tests/integration/listings-ports-contract.test.ts).
 */
export interface ListingsRepository
  extends
    ListingReads,
    ListingWrites,
    ListingPhotos,
    ListingLife,
    ReanalysisLease,
    ListingDeletions,
    ListingsErasure {}
