import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoListingsBrowser } from '../../adapters/dynamo-listings-browser';
import type { ListingsBrowser } from '../../ports/listings-browser';

export function makeListingsBrowser(): ListingsBrowser {
  return new DynamoListingsBrowser(dynamo(), config.listingsTable());
}
