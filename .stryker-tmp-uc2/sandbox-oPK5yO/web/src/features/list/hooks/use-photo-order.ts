// @ts-nocheck
import type { WebListing } from '#domain/listing.ts';
import { photoTexts } from '#domain/messages.ts';
import { useReplacePhotos } from '#web/api/replace-photos.ts';
import { notify } from '#web/lib/notify.ts';

/**
 * Make cover and Remove on Listing Details: the item's photo list sent again, the chosen photo
 * first, or without the removed one (never the last photo). Both show at once and go back,
 * with the reason, if the server refuses.
 */
export function usePhotoOrder(item: WebListing) {
  const mutation = useReplacePhotos({
    mutationConfig: { onError: (error) => notify(photoTexts.saveFailed(error.message)) },
  });
  const keys = item.photos.map((photo) => photo.key);

  return {
    makeCover: (key: string) => {
      if (keys[0] === key || !keys.includes(key)) return;
      mutation.mutate(
        { id: item.id, keys: [key, ...keys.filter((other) => other !== key)] },
        { onSuccess: () => notify(photoTexts.coverChanged) },
      );
    },
    remove: (key: string) => {
      if (keys.length <= 1 || !keys.includes(key)) return;
      mutation.mutate(
        { id: item.id, keys: keys.filter((other) => other !== key) },
        { onSuccess: () => notify(photoTexts.removed) },
      );
    },
    saving: mutation.isPending,
  };
}
