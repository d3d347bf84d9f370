import type { ItemLife } from '#domain/item-life.ts';
import type { StoredListing } from './listings-repository';

/** A saved item's life past saving (docs/product.md#item-life). */
export interface ListingLife {
  /**
   * Writes the saved item's new life (docs/product.md#item-life) with its state and, when sold,
   * the sale's date beside it, in one write, only while the listing is as `seen` (same
   * `updated_at`), saved and not deleted. Undefined when it changed or went meanwhile.
   */
  changeLife(seen: StoredListing, life: ItemLife, now: string): Promise<StoredListing | undefined>;
}
