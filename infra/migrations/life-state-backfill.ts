import { lifeStateAttribute } from '../../lambdas/lib/adapters/sold-listings-index';
import { listingSortKeyPrefix } from '../../lambdas/lib/adapters/listing-keys';
import type { Migration } from './migration';

/**
 * Saved items from before the item's life carry no `life_state` (docs/product.md#item-life):
 * each gets `saved`, what `lifeOf` reads them as, so every saved item carries the attribute
 * the views and any index over the life key on. One that got a life meanwhile (its `life`,
 * written with its `life_state`) is left alone; so is an item not saved yet, which has no life.
 */
export const lifeStateBackfill: Migration = {
  id: '0003-life-state',
  description: `saved listings from before the item's life get ${lifeStateAttribute} = saved`,
  table: 'listings',
  key: ['userId', 'id'],
  filter: {
    expression:
      'begins_with(#id, :listing) AND #stage = :saved AND attribute_not_exists(#lifeState) AND attribute_not_exists(#life)',
    names: { '#id': 'id', '#stage': 'stage', '#lifeState': lifeStateAttribute, '#life': 'life' },
    values: { ':listing': listingSortKeyPrefix, ':saved': 'saved' },
  },
  change: () => ({
    update: 'SET #lifeState = :saved',
    condition: '#stage = :saved AND attribute_not_exists(#lifeState) AND attribute_not_exists(#life)',
    names: { '#stage': 'stage', '#lifeState': lifeStateAttribute, '#life': 'life' },
    values: { ':saved': 'saved' },
  }),
};
