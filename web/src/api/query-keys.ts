import type { ListingsStageFilter } from '#domain/api-types.ts';

// The data layer's cache keys, once, so a mutation invalidates exactly what its query cached.
export const queryKeys = {
  /** Every page of both lists (all items, items ready for review), without the single items. */
  listings: ['listings', 'pages'] as const,
  listingPages: (stage: ListingsStageFilter | 'all') => ['listings', 'pages', stage] as const,
  /** Your Items' views (under the pages: every change of an item refreshes them too). */
  browse: (view: string, sort: string, q: string) => ['listings', 'pages', 'browse', view, sort, q] as const,
  /** The counts and money made: under the pages too, for the same reason. */
  summary: ['listings', 'pages', 'summary'] as const,
  listing: (id: string) => ['listings', id] as const,
  profile: ['profile'] as const,
  /** The seller's eBay connection (docs/product.md#ebay-connection): its state, never a token. */
  ebayConnection: ['ebay-connection'] as const,
};
