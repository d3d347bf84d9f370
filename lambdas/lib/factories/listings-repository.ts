import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoListingsRepository } from '../dynamo-listings-repository';
import type { ListingsRepository } from '../listings-repository';

export function makeListingsRepository(): ListingsRepository {
  return new DynamoListingsRepository(dynamo(), config.listingsTable());
}
