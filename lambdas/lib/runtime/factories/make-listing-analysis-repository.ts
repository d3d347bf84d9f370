import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoListingAnalysisRepository } from '../../adapters/dynamo-listing-analysis-repository';
import type { ListingAnalysisRepository } from '../../ports/listing-analysis-repository';

export function makeListingAnalysisRepository(): ListingAnalysisRepository {
  return new DynamoListingAnalysisRepository(dynamo(), config.listingsTable());
}
