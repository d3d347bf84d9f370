import type { Barcode } from '#domain/barcode.ts';
import type { UploadTicket } from '#domain/api-types.ts';

// A batch on its way up, kept on the device (docs/architecture/web.md#a-batch-on-its-way-up):
// the plan and each photo's upload state in IndexedDB, the prepared photos beside it as Blobs,
// so a reload or a dropped connection loses nothing and nothing is sent twice. One batch a
// user at a time, in a database of the user's own (another account on the device never
// sees it).

export interface SavedPhoto {
  id: string;
  name: string;
  /** The prepared photo's size in bytes: the progress bar's share of it. */
  size: number;
  contentType: string;
  code?: Barcode | undefined;
  /** The ticket taken for it, kept before the PUT so a resumed PUT reuses it (no second copy). */
  ticket?: UploadTicket | undefined;
  /** Set once the photo store has it. */
  sent: boolean;
}

export interface SavedItem {
  id: string;
  /** Cover first. */
  photoIds: string[];
  /** The listing created for it, once `POST /api/listings` answered. */
  listingId?: string | undefined;
  /**
   * Whether every photo is on the listing: set with its creation, which gives it all its photos.
   * A batch saved by an older version may hold an item made from its cover alone (`listingId`
   * set, not complete): its other photos are added on the next run.
   */
  complete: boolean;
}

export interface SavedBatch {
  photos: SavedPhoto[];
  items: SavedItem[];
}

/**
 * A batch whose upload is over, still followed on Review ("6 of 9 ready") until every item is
 * ready: kept on the device so that a reload does not lose the count (batch-following.ts).
 */
export interface FollowedBatch {
  total: number;
  listingIds: string[];
}

export interface BatchStore {
  load: () => Promise<SavedBatch | undefined>;
  save: (batch: SavedBatch) => Promise<void>;
  photo: (id: string) => Promise<Blob | undefined>;
  putPhoto: (id: string, blob: Blob) => Promise<void>;
  /** The batch is done: the plan and the photos go (and any batch followed). */
  clear: () => Promise<void>;
  followed: () => Promise<FollowedBatch | undefined>;
  /** Keeps the batch followed on Review, or (undefined) lets it go. */
  follow: (batch: FollowedBatch | undefined) => Promise<void>;
}

/** Where IndexedDB is missing (some private windows): the batch lasts as long as the page. */
export function memoryBatchStore(): BatchStore {
  let plan: SavedBatch | undefined;
  let following: FollowedBatch | undefined;
  const photos = new Map<string, Blob>();
  return {
    load: () => Promise.resolve(plan && structuredClone(plan)),
    save: (batch) => {
      plan = structuredClone(batch);
      return Promise.resolve();
    },
    photo: (id) => Promise.resolve(photos.get(id)),
    putPhoto: (id, blob) => {
      photos.set(id, blob);
      return Promise.resolve();
    },
    clear: () => {
      plan = undefined;
      following = undefined;
      photos.clear();
      return Promise.resolve();
    },
    followed: () => Promise.resolve(following && structuredClone(following)),
    follow: (batch) => {
      following = batch && structuredClone(batch);
      return Promise.resolve();
    },
  };
}
