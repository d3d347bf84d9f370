import type { ItemLife } from '#domain/item-life.ts';
import { conditionalUpdate, type ListingUpdateCommand } from './dynamo-conditional-update';
import type { ListingsTable } from './dynamo-listings-table';
import { listingSortKey } from './listing-keys';
import { notPending, pendingName } from './pending-deletions-index';
import { lifeStateAttribute, soldAtAttribute } from './sold-listings-index';
import type { ListingLife } from '../ports/listing-life';
import type { StoredListing } from '../ports/listings-repository';

// How an item's life is stored (docs/product.md#item-life): the map `life`, and beside it the
// top-level `life_state` (= life.state) and, for a sold item, `sold_at` (= life.sale.sold_at),
// so that an index can key on them (the For sale and Sold views).

/** ListingLife on DynamoDB (see the port for its contract). */
export function dynamoListingLife(table: ListingsTable): ListingLife {
  return { changeLife: (seen, life, now) => conditionalUpdate(table, lifeUpdateCommand(seen, life, now)) };
}

/**
 * ListingLife.changeLife's one UpdateItem: the life, its state and the sale's date (set
 * when sold, removed otherwise, e.g. when a sale fell through and the item is relisted),
 * only while the listing is as `seen`, saved and not deleted.
 */
function lifeUpdateCommand(seen: StoredListing, life: ItemLife, now: string): ListingUpdateCommand {
  const sets = ['#life = :life', '#lifeState = :state', '#updated = :now'];
  const values: Record<string, unknown> = {
    ':life': life,
    ':state': life.state,
    ':now': now,
    ':seen': seen.updated_at,
    ':saved': 'saved',
  };
  if (life.state === 'sold') {
    sets.push('#soldAt = :soldAt');
    values[':soldAt'] = life.sale.sold_at;
  }
  return {
    Key: { userId: seen.user_id, id: listingSortKey(seen.id) },
    UpdateExpression: `SET ${sets.join(', ')}${life.state === 'sold' ? '' : ' REMOVE #soldAt'}`,
    ConditionExpression: `attribute_exists(#id) AND ${notPending} AND #updated = :seen AND #stage = :saved`,
    ExpressionAttributeNames: {
      '#id': 'id',
      '#stage': 'stage',
      '#updated': 'updated_at',
      '#life': 'life',
      '#lifeState': lifeStateAttribute,
      '#soldAt': soldAtAttribute,
      ...pendingName,
    },
    ExpressionAttributeValues: values,
  };
}
