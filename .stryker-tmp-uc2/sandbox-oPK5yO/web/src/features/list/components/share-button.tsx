// @ts-nocheck
import { itemTexts } from '#domain/messages.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { titleOrUntitled } from '#domain/listing-item.ts';
import { Icon } from '#web/components/icons/icons.tsx';
import { listingShareText } from '../utils/listing-share-text';
import { photoFiles, shareListing } from '../utils/share-listing';

/**
 * The photos as files, read ahead of the tap: a share sheet must open within the tap's user
 * activation, which a photo download started by the tap could outlast (Safari).
 */
const sharePhotosQueryOptions = (urls: readonly string[]) =>
  queryOptions({
    queryKey: ['share-photos', ...urls],
    queryFn: () => photoFiles(urls),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60 * 1000,
  });

const sharesFiles = () => typeof navigator.canShare === 'function';

/** Share on Listing Details: every photo, cover first, and the listing text to the system share sheet. */
export function ShareButton({ item }: { item: WebListing }) {
  const queryClient = useQueryClient();
  // Every photo, cover first (the list's order).
  const photos = sharePhotosQueryOptions(item.photos.map((photo) => photo.url));
  useQuery({ ...photos, enabled: sharesFiles() });
  const [sharing, setSharing] = useState(false);

  async function share() {
    setSharing(true);
    try {
      await shareListing({
        title: titleOrUntitled(item.fields),
        text: listingShareText(item),
        photos: sharesFiles() ? await queryClient.ensureQueryData(photos) : [],
      });
    } finally {
      setSharing(false);
    }
  }

  return (
    <button
      className="button button-primary share-button"
      type="button"
      onClick={() => void share()}
      disabled={sharing}
    >
      <Icon name="share" size={18} /> {sharing ? itemTexts.sharing : itemTexts.share}
    </button>
  );
}
