import { apiContract } from '#domain/api-contract.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { theItem, useListingMutation } from './listing-mutation';

/** POST /api/listings/{id}/analyze: runs the analysis again for an item stuck in analyzing. */
export async function analyzeListing({ id }: { id: string }): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.analyzeListing, { params: { id } }));
}

/** The item is analysing again: the list shows it so, and polling picks it up. */
export const useAnalyzeListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof analyzeListing> } = {}) =>
  useListingMutation(analyzeListing, theItem, mutationConfig);
