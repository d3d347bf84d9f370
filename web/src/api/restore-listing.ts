import { apiContract } from '#domain/api-contract.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { theItem, useListingMutation } from './listing-mutation';

/** POST /api/listings/{id}/restore: Undo of a delete, while the server still keeps the item. */
export async function restoreListing({ id }: { id: string }): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.restoreListing, { params: { id } }));
}

/** docs/product.md#states-and-transitions: Undo puts the item back where the lists had it. */
export const useRestoreListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof restoreListing> } = {}) =>
  useListingMutation(restoreListing, theItem, mutationConfig);
