import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoListingsRepository } from '../../adapters/dynamo-listings-repository';
import type { ListingsRepository } from '../../ports/listings-ports';

export function makeListingsRepository(): ListingsRepository {
  return new DynamoListingsRepository(dynamo(), config.listingsTable());
}
