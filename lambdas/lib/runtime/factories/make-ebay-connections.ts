import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoEbayConnections } from '../../adapters/dynamo-ebay-connections';
import type { EbayConnections } from '../../ports/ebay-connections';

/** In the profiles table, beside the profile (adapters/dynamo-ebay-connections.ts). */
export function makeEbayConnections(): EbayConnections {
  return new DynamoEbayConnections(dynamo(), config.profilesTable());
}
