import { useMutation } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { RefineListingRequest } from '#domain/api-types.ts';
import type { GeneratedListing } from '#domain/listing.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';

/** POST /api/generate-listing with the refine body (docs/product.md#calls). */
export function generateListing(request: RefineListingRequest): Promise<GeneratedListing> {
  return callApi(apiContract.generateListing, { body: request });
}

export const useGenerateListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof generateListing> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: generateListing });
