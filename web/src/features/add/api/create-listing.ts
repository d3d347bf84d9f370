import { apiContract } from '#domain/api-contract.ts';
import type { CreateListingRequest } from '#domain/api-types.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { theItem, useListingMutation } from '#web/api/listing-mutation.ts';

/** POST /api/listings: a listing in stage analyzing for an uploaded photo. */
export async function createListing(request: CreateListingRequest): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.createListing, { body: request }));
}

/** The new item goes on top of the list (the newest), where the server lists it. */
export const useCreateListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof createListing> } = {}) =>
  useListingMutation(createListing, theItem, mutationConfig);
