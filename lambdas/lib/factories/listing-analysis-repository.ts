import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoListingAnalysisRepository } from '../dynamo-listing-analysis-repository';
import type { ListingAnalysisRepository } from '../listing-analysis-repository';

export function makeListingAnalysisRepository(): ListingAnalysisRepository {
  return new DynamoListingAnalysisRepository(dynamo(), config.listingsTable());
}
