import { useState } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { addTexts, messages } from '#domain/messages.ts';
import { useCreateListing } from '#web/features/add/api/create-listing.ts';
import { useCreateUpload } from '#web/api/create-upload.ts';
import { notify } from '#web/lib/notify.ts';
import { isImageFile } from '#web/photos/photo-file.ts';
import { sendPhoto } from '#web/photos/send-photo.ts';

interface Options {
  /** The listing exists (stage analyzing) and is on top of the list. */
  onUploaded: (item: WebListing) => void;
  /**
   * The page message to show, or undefined to clear it; with it the photo that failed, which
   * Try again uploads once more (undefined when that photo cannot be uploaded at all).
   */
  onPageError: (message: string | undefined, file?: File) => void;
}

/**
 * docs/product.md#states-and-transitions, upload flow steps 2 and 3: the photo is prepared in the browser, PUT to
 * its presigned URL, and only once that succeeded is the listing created, so a dropped
 * network leaves no half-created item and the user simply tries again. A barcode read from
 * the prepared photo meanwhile goes with the creation, for the analysis.
 */
export function useUploadPhoto({ onUploaded, onPageError }: Options) {
  const ticketing = useCreateUpload();
  const creation = useCreateListing();
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);

  function fail(text: string, file?: File) {
    onPageError(messages.uploadFailed.title, file);
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
    // A photo the browser cannot read will not read on a second try: Try again then offers
    // the picker instead of the same file.
    let prepared = false;
    try {
      const sent = await sendPhoto(file, {
        requestTicket: ticketing.mutateAsync,
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        onPrepared: () => (prepared = true),
      });
      let item: WebListing;
      try {
        item = await creation.mutateAsync({
          imageKey: sent.key,
          ...(sent.barcode ? { barcode: sent.barcode } : {}),
        });
      } catch {
        onPageError(messages.uploadFailed.title, file);
        notify(messages.createFailed);
        return;
      }
      onUploaded(item);
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error), prepared ? file : undefined);
    } finally {
      setUploading(false);
    }
  }

  return { upload, uploading, progress };
}
