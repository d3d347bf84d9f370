import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { dynamoListingsRepository } from '../../adapters/dynamo-listings-repository';
import type { ListingsRepository } from '../../ports/listings-ports';

export function makeListingsRepository(): ListingsRepository {
  return dynamoListingsRepository(dynamo(), config.listingsTable());
}
