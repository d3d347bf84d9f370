import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoEbaySellers } from '../../adapters/dynamo-ebay-sellers';
import type { EbaySellers } from '../../ports/ebay-sellers';

/** The eBay connections in the profiles table, as the orders poll visits them. */
export function makeEbaySellers(): EbaySellers {
  return new DynamoEbaySellers(dynamo(), config.profilesTable());
}
