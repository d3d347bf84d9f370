// The listings table's sparse index of one user's sold items (infra/table-schemas.ts creates it
// in both homes; docs/architecture/backend.md#your-items). A sold listing carries `sold_at`
// (ISO, beside its `life`, written with it), and only a sold one does, so the index holds the
// sold items alone, newest sale first: the Sold view's pages and the summary of money made
// read it without touching the rest of the user's items.

/** The top-level copy of `life.state` an item keeps beside its life (absent on old items: saved). */
export const lifeStateAttribute = 'life_state';

/** The top-level copy of `life.sale.sold_at`, only on a sold item: the index's sort key. */
export const soldAtAttribute = 'sold_at';

export const soldListingsIndex = {
  name: 'soldByUser',
  partitionKey: 'userId',
  sortKey: soldAtAttribute,
} as const;
