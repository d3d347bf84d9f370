import { apiContract } from '#domain/api-contract.ts';
import type { ReplacePhotosRequest } from '#domain/api-types.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';
import { getListing } from './get-listing';
import { upsertListing } from './listings-cache';
import { useOptimisticListingMutation } from './optimistic-listing-mutation';

/**
 * PUT /api/listings/{id}/photos (docs/product.md#screens, "List tab, item selected"): the item's
 * whole photo list, cover first. New upload keys appended add photos; the same keys in another
 * order change the cover; a key left out removes its photo. `seen` is the list the change was
 * made from: when another device changed it meanwhile, the server answers 409 and keeps its list.
 */
export async function replacePhotos({
  id,
  ...request
}: ReplacePhotosRequest & { id: string }): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.replacePhotos, { params: { id }, body: request }));
}

/**
 * The item in the order asked, at once, when every key is one of its photos already (Make
 * cover, Remove): the cover is the first. Unchanged when a key is new (its URL is not signed yet).
 */
function reordered(item: WebListing, keys: readonly string[]): WebListing {
  const photos = keys.map((key) => item.photos.find((photo) => photo.key === key));
  if (photos.some((photo) => photo === undefined) || photos.length === 0) return item;
  const ordered = photos as WebListing['photos'];
  return { ...item, photos: ordered, imageUrl: ordered[0]!.url };
}

/**
 * Make cover and Remove show at once and go back if the server refuses; the server's answer
 * (with freshly signed URLs for new photos) goes into the cache: no list is read again. A 409
 * (another device changed the photos meanwhile) reads the item again, so the next change is
 * made from the list as it now stands.
 */
export function useReplacePhotos({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof replacePhotos> } = {}) {
  const queryClient = useQueryClient();
  return useOptimisticListingMutation(replacePhotos, (item, variables) => reordered(item, variables.keys), {
    ...mutationConfig,
    onError: async (error, variables, result, context) => {
      if (error instanceof ApiError && error.status === 409) {
        await getListing(variables.id).then(
          (fresh) => upsertListing(queryClient, fresh),
          () => undefined,
        );
      }
      await mutationConfig?.onError?.(error, variables, result, context);
    },
  });
}
