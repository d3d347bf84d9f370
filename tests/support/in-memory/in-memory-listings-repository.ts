import type { ItemLife } from '#domain/item-life.ts';
import type { ListingUpdate } from '#domain/listing.ts';
import { applyListingChanges } from '#domain/listing-update.ts';
import type {
  AnalysisRevision,
  PhotosChange,
  ReplaceOutcome,
  CreateOutcome,
  DueDeletion,
  ListingsPage,
  ListingsPageRequest,
  PhotoHolder,
  StoredListing,
} from '#lambdas/lib/ports/listings-repository.ts';
import { UploadOfDeletedListing } from '#lambdas/lib/ports/listings-repository.ts';
import type { ListingsRepository } from '#lambdas/lib/ports/listings-ports.ts';

interface UploadGuard {
  listing_id: string;
  created_at: string;
}

const keyOf = (userId: string, name: string) => `${userId}\n${name}`;

/**
 * The listings table in memory, with the contract of the DynamoDB adapter
 * (dynamoListingsRepository): everything scoped by user, newest first by ULID, at most one listing per image key (an upload guard
 * claimed before the listing is written, so a claim whose listing is missing is healed by
 * the next create), merge on update, and values copied in and out like a real store.
 */
export class InMemoryListingsRepository implements ListingsRepository {
  private readonly listings = new Map<string, StoredListing>();
  private readonly guards = new Map<string, UploadGuard>();
  /** Deleted listings waiting for their purge: key -> purge time (ISO). */
  private readonly pendingDeletions = new Map<string, string>();
  /** When each item's "Analyse again" in flight started. */
  private readonly reanalyses = new Map<string, string>();

  async listByUser(userId: string): Promise<StoredListing[]> {
    return [...this.listings.values()]
      .filter((listing) => listing.user_id === userId && !this.isPending(userId, listing.id))
      .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
      .map((listing) => structuredClone(listing));
  }

  async listPage(userId: string, { view, after, limit }: ListingsPageRequest): Promise<ListingsPage> {
    const matching = (await this.listByUser(userId)).filter(
      (listing) =>
        (view === 'all' || listing.stage === 'ready') && (after === undefined || listing.id < after),
    );
    const listings = matching.slice(0, limit);
    return matching.length > limit ? { listings, lastId: listings.at(-1)!.id } : { listings };
  }

  async get(userId: string, id: string): Promise<StoredListing | undefined> {
    return this.stored(userId, id);
  }

  async findByImageKey(userId: string, imageKey: string): Promise<StoredListing | undefined> {
    const guard = this.guards.get(keyOf(userId, imageKey));
    return guard ? this.stored(userId, guard.listing_id) : undefined;
  }

  async photoHolder(userId: string, key: string): Promise<PhotoHolder | undefined> {
    const guard = this.guards.get(keyOf(userId, key));
    if (!guard) return undefined;
    return { listingId: guard.listing_id, deleted: this.isPending(userId, guard.listing_id) };
  }

  async createOnce(listing: StoredListing): Promise<CreateOutcome> {
    const guardKey = keyOf(listing.user_id, listing.image_key);
    let claim = this.guards.get(guardKey);
    if (!claim) {
      claim = { listing_id: listing.id, created_at: listing.created_at };
      this.guards.set(guardKey, claim);
    }
    if (claim.listing_id !== listing.id) {
      if (this.isPending(listing.user_id, claim.listing_id))
        throw new UploadOfDeletedListing(claim.listing_id);
      listing = { ...listing, id: claim.listing_id, created_at: claim.created_at };
    }
    const existing = this.stored(listing.user_id, listing.id);
    if (existing) return { listing: existing, created: false };
    this.listings.set(keyOf(listing.user_id, listing.id), structuredClone(listing));
    return { listing: structuredClone(listing), created: true };
  }

  async update(
    userId: string,
    id: string,
    change: ListingUpdate,
    now: string,
  ): Promise<StoredListing | undefined> {
    const listing = this.listings.get(keyOf(userId, id));
    if (!listing || this.isPending(userId, id)) return undefined;
    // The domain's merge rule; the life saving starts is read from the stage (lifeOf), as stored.
    const { stage, fields } = applyListingChanges(
      { stage: listing.stage, fields: listing.user_fields },
      change,
    );
    Object.assign(listing, { stage, user_fields: fields, updated_at: now });
    return structuredClone(listing);
  }

  async clearAnalysisError(userId: string, id: string): Promise<StoredListing | undefined> {
    const listing = this.listings.get(keyOf(userId, id));
    if (listing?.stage !== 'analyzing' || this.isPending(userId, id)) return undefined;
    listing.analysis_error = null;
    return structuredClone(listing);
  }

  async markDeleted(userId: string, id: string, purgeAfter: string): Promise<StoredListing | undefined> {
    const listing = this.stored(userId, id);
    if (!listing) return undefined;
    this.pendingDeletions.set(keyOf(userId, id), purgeAfter);
    return listing;
  }

  async restore(userId: string, id: string, now: string): Promise<StoredListing | undefined> {
    const purgeAfter = this.pendingDeletions.get(keyOf(userId, id));
    if (purgeAfter === undefined || purgeAfter <= now) return undefined;
    this.pendingDeletions.delete(keyOf(userId, id));
    return this.stored(userId, id);
  }

  async listDeletionsDue(now: string): Promise<DueDeletion[]> {
    return [...this.pendingDeletions.entries()]
      .filter(([, purgeAfter]) => purgeAfter <= now)
      .sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key]) => {
        const [userId = '', id = ''] = key.split('\n');
        return { userId, id };
      });
  }

  async getDeletionDue(userId: string, id: string, now: string): Promise<StoredListing | undefined> {
    const purgeAfter = this.pendingDeletions.get(keyOf(userId, id));
    if (purgeAfter === undefined || purgeAfter > now) return undefined;
    const listing = this.listings.get(keyOf(userId, id));
    return listing && structuredClone(listing);
  }

  async replacePhotos(seen: StoredListing, change: PhotosChange, now: string): Promise<ReplaceOutcome> {
    const listing = this.listings.get(keyOf(seen.user_id, seen.id));
    if (!listing || this.isPending(seen.user_id, seen.id) || listing.updated_at !== seen.updated_at) {
      return { stale: true };
    }
    const before = new Set(listing.photos.map((photo) => photo.key));
    for (const { key } of change.photos) {
      const holder = this.guards.get(keyOf(seen.user_id, key))?.listing_id;
      if (!before.has(key) && holder !== undefined && holder !== seen.id) return { takenBy: holder, key };
    }
    const kept = new Set(change.photos.map((photo) => photo.key));
    for (const key of before) if (!kept.has(key)) this.guards.delete(keyOf(seen.user_id, key));
    for (const key of kept) {
      this.guards.set(keyOf(seen.user_id, key), { listing_id: seen.id, created_at: listing.created_at });
    }
    const [cover] = change.photos;
    if (!cover) throw new Error('An item keeps at least one photo');
    listing.photos = structuredClone(change.photos);
    listing.image_key = cover.key;
    delete listing.image_etag;
    delete listing.image_size;
    if (cover.etag !== undefined) listing.image_etag = cover.etag;
    if (cover.size !== undefined) listing.image_size = cover.size;
    if (change.barcode) listing.barcode = { ...change.barcode };
    listing.updated_at = now;
    return { listing: structuredClone(listing) };
  }

  async changeLife(seen: StoredListing, life: ItemLife, now: string): Promise<StoredListing | undefined> {
    const listing = this.listings.get(keyOf(seen.user_id, seen.id));
    if (!listing || this.isPending(seen.user_id, seen.id) || listing.updated_at !== seen.updated_at) return;
    if (listing.stage !== 'saved') return undefined;
    Object.assign(listing, { life: structuredClone(life), updated_at: now });
    return structuredClone(listing);
  }

  async reviseAnalysis(
    seen: StoredListing,
    revision: AnalysisRevision,
    now: string,
  ): Promise<StoredListing | undefined> {
    const listing = this.listings.get(keyOf(seen.user_id, seen.id));
    if (!listing || this.isPending(seen.user_id, seen.id) || listing.updated_at !== seen.updated_at) return;
    if (listing.stage === 'analyzing') return undefined;
    Object.assign(listing, structuredClone(revision), { updated_at: now });
    return structuredClone(listing);
  }

  async claimReanalysis(userId: string, id: string, now: string, staleBefore: string): Promise<boolean> {
    const key = keyOf(userId, id);
    if (!this.listings.has(key) || this.isPending(userId, id)) return false;
    const inFlight = this.reanalyses.get(key);
    if (inFlight !== undefined && inFlight >= staleBefore) return false;
    this.reanalyses.set(key, now);
    return true;
  }

  async releaseReanalysis(userId: string, id: string, claimedAt: string): Promise<void> {
    if (this.reanalyses.get(keyOf(userId, id)) === claimedAt) this.reanalyses.delete(keyOf(userId, id));
  }

  async remove(listing: StoredListing): Promise<boolean> {
    this.pendingDeletions.delete(keyOf(listing.user_id, listing.id));
    this.guards.delete(keyOf(listing.user_id, listing.image_key));
    for (const { key } of listing.photos) this.guards.delete(keyOf(listing.user_id, key));
    return this.listings.delete(keyOf(listing.user_id, listing.id));
  }

  async removeAllOf(userId: string): Promise<number> {
    let removed = 0;
    for (const key of [...this.pendingDeletions.keys()]) {
      if (key.startsWith(keyOf(userId, ''))) this.pendingDeletions.delete(key);
    }
    for (const items of [this.listings, this.guards] as Map<string, unknown>[]) {
      for (const key of [...items.keys()]) {
        if (key.startsWith(keyOf(userId, ''))) removed += Number(items.delete(key));
      }
    }
    return removed;
  }

  // For tests: set up and inspect the table without going through the port.

  /** Stores listings as if created earlier (each with its upload guard). */
  seed(...listings: StoredListing[]): void {
    for (const listing of listings) {
      this.listings.set(keyOf(listing.user_id, listing.id), structuredClone(listing));
      for (const key of new Set([listing.image_key, ...listing.photos.map((photo) => photo.key)])) {
        this.guards.set(keyOf(listing.user_id, key), {
          listing_id: listing.id,
          created_at: listing.created_at,
        });
      }
    }
  }

  /** A claim on an upload whose listing was never written (a create that failed half-way). */
  seedClaim(userId: string, imageKey: string, guard: UploadGuard): void {
    this.guards.set(keyOf(userId, imageKey), { ...guard });
  }

  /** Every listing of every user. */
  all(): StoredListing[] {
    return [...this.listings.values()].map((listing) => structuredClone(listing));
  }

  /** Which listing an upload became, if it is claimed. */
  guardOf(userId: string, imageKey: string): UploadGuard | undefined {
    const guard = this.guards.get(keyOf(userId, imageKey));
    return guard && { ...guard };
  }

  private isPending(userId: string, id: string): boolean {
    return this.pendingDeletions.has(keyOf(userId, id));
  }

  private stored(userId: string, id: string): StoredListing | undefined {
    if (this.isPending(userId, id)) return undefined;
    const listing = this.listings.get(keyOf(userId, id));
    return listing && structuredClone(listing);
  }
}
