import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListingItem } from '#domain/listing.ts';
import { messages } from '#domain/messages.ts';
import { createListing } from '#web/api/create-listing.ts';
import { createUpload } from '#web/api/create-upload.ts';
import { prependListing } from '#web/api/listings-cache.ts';
import { notify } from '#web/lib/notify.ts';
import { preparePhoto } from '../utils/prepare-photo';
import { putPhoto } from '../utils/put-photo';
import { barcodeWithin, findBarcode } from '../utils/find-barcode';
import { addTexts, isImageFile, uploadName } from '../utils/photo-file';

interface Options {
  /** The listing exists (stage analyzing) and is on top of the list. */
  onUploaded: (item: ListingItem) => void;
  /** The page message to show, or undefined to clear it. */
  onPageError: (message: string | undefined) => void;
}

/**
 * docs/product.md#states-and-transitions, upload flow steps 2 and 3: the photo is prepared in the browser, PUT to
 * its presigned URL, and only once that succeeded is the listing created, so a dropped
 * network leaves no half-created item and the user simply tries again. A barcode read from
 * the prepared photo meanwhile goes with the creation, for the analysis.
 */
export function useUploadPhoto({ onUploaded, onPageError }: Options) {
  const queryClient = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);

  function fail(text: string) {
    onPageError(messages.uploadFailed.title);
    notify(messages.somethingWentWrong(text));
  }

  async function upload(file: File | undefined) {
    if (!file || uploading) return;
    if (!isImageFile(file)) {
      fail(addTexts.notAnImage);
      return;
    }
    onPageError(undefined);
    setUploading(true);
    setProgress(0);
    try {
      const photo = await preparePhoto(file);
      // Read alongside the upload, never before it (docs/product.md#barcodes).
      const barcode = findBarcode(photo.pixels);
      const contentType = photo.blob.type || 'image/jpeg';
      const ticket = await createUpload({
        filename: uploadName(file.name, contentType),
        contentType,
        size: photo.blob.size,
      });
      await putPhoto(ticket, photo.blob, (fraction) => setProgress(Math.round(fraction * 100)));
      let item: ListingItem;
      try {
        const found = await barcodeWithin(barcode);
        item = await createListing({ imageKey: ticket.key, ...(found ? { barcode: found } : {}) });
      } catch {
        onPageError(messages.uploadFailed.title);
        notify(messages.createFailed);
        return;
      }
      prependListing(queryClient, item);
      onUploaded(item);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
    }
  }

  return { upload, uploading, progress };
}
