import { apiContract } from '#domain/api-contract.ts';
import type { ReanalyzedListing } from '#domain/api-types.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { useListingMutation } from '#web/api/listing-mutation.ts';

/**
 * POST /api/listings/{id}/reanalyze, "Analyse again with all photos": the server refines the
 * stored AI result from every photo and keeps the user's own fields; 409 while the first
 * analysis runs.
 */
export async function reanalyzeListing({ id }: { id: string }): Promise<Reanalysed> {
  const answer = await callApi(apiContract.reanalyzeListing, { params: { id } });
  return { item: toWebListing(answer), reading: answer.refined_by };
}

/** The refined item, and who read how many of its photos (what the app then says). */
export interface Reanalysed {
  item: WebListing;
  reading: ReanalyzedListing['refined_by'];
}

/** The refined item goes into the cache where it is; no list is read again. */
export const useReanalyzeListing = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof reanalyzeListing> } = {}) =>
  useListingMutation(reanalyzeListing, (answer) => answer.item, mutationConfig);
