import { monotonicFactory } from 'ulid';
import type { ItemLife } from '#domain/item-life.ts';
import type { Stage } from '#domain/listing.ts';
import { storedListing } from './listing-builder';
import { storedItem, writeItems } from './seed-listings';
import type { TwinInfo } from './twin-context';

// Items with a life written straight into the twin's listings table, in the stored shape of
// docs/product.md#item-life: `life`, and beside it `life_state` and, when sold, `sold_at`, as
// the life's routes write them. An item given no life is stored as before the life existed.

const nextId = monotonicFactory();

export interface SeedItem {
  title: string;
  price?: string;
  stage?: Stage;
  life?: ItemLife;
}

/** Writes the items, oldest first; returns their ids in the same order. */
export async function seedItems(
  twin: TwinInfo,
  userId: string,
  items: readonly SeedItem[],
): Promise<string[]> {
  const now = new Date().toISOString();
  const rows = items.map((seed, i) => {
    const id = nextId();
    const item = storedItem(
      storedListing(id, {
        user_id: userId,
        image_key: `${userId}/1732240000000-life-${i}.jpg`,
        stage: seed.stage ?? 'saved',
        user_fields: { title: seed.title, price: seed.price ?? '5.00' },
        created_at: now,
        updated_at: now,
      }),
    );
    const life = seed.life
      ? {
          life: seed.life,
          life_state: seed.life.state,
          ...(seed.life.state === 'sold' ? { sold_at: seed.life.sale.sold_at } : {}),
        }
      : {};
    return { id, item: { ...item, ...life } };
  });
  await writeItems(
    twin,
    rows.map((row) => row.item),
  );
  return rows.map((row) => row.id);
}

/** A life listed on the marketplaces given, since the date given. */
export const listedLife = (since: string, ...marketplaces: string[]): ItemLife => ({
  state: 'listed',
  postings: marketplaces.map((marketplace) => ({ marketplace, listed_at: since })),
});

/** A life sold for `pounds` on `where` at `soldAt`. */
export const soldLife = (pounds: number, where: string, soldAt: string, currency = 'GBP'): ItemLife => ({
  state: 'sold',
  sale: { price_minor: Math.round(pounds * 100), currency, where, sold_at: soldAt },
  to_take_down: [],
});
