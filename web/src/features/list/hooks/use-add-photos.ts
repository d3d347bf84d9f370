import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Barcode } from '#domain/barcode.ts';
import { itemFormFields } from '#domain/item-category.ts';
import type { WebListing } from '#domain/listing.ts';
import { photoTexts } from '#domain/messages.ts';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import { useCreateUpload } from '#web/api/create-upload.ts';
import { cachedListing } from '#web/api/listings-cache.ts';
import { useReplacePhotos } from '#web/api/replace-photos.ts';
import { useUpdateListing } from '#web/features/list/api/update-listing.ts';
import { notify } from '#web/lib/notify.ts';
import { isImageFile } from '#web/photos/photo-file.ts';
import { sendPhoto, type SentPhoto } from '#web/photos/send-photo.ts';

/** Where Add photos is: which photo of how many uploads, and that photo's progress (0 to 1). */
export interface AddingPhotos {
  done: number;
  total: number;
  progress: number;
}

/** Photos that did not make it onto the item, kept to offer again, and why. */
export interface PhotosNotAdded {
  files: File[];
  reason: string;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An ISBN read from a new photo names the book exactly; a product code is only a fact for the AI. */
function barcodeOf(sent: readonly SentPhoto[]): Barcode | undefined {
  const found = sent.flatMap((photo) => (photo.barcode ? [photo.barcode] : []));
  return found.find((barcode) => barcode.kind === 'isbn') ?? found[0];
}

/**
 * Add photos on Listing Details (docs/product.md#screens, "List tab, item selected"): as many
 * of the chosen files as the item has room for, each sent as the Add tab sends a photo
 * (sent-photo.ts), then one `PUT /api/listings/{id}/photos` with the new keys after the
 * item's own. A photo that fails stays offered (Try again) and the others are still added;
 * an ISBN read from a new photo fills a book's `isbn` field.
 */
export function useAddPhotos(item: WebListing, onAdded?: (item: WebListing, firstNew: number) => void) {
  const queryClient = useQueryClient();
  // The list the PUT sends is the item's as the cache has it then, not as it was when the files
  // were chosen (a slow upload, a Make cover meanwhile).
  const current = () => cachedListing(queryClient, item.id) ?? item;
  const ticketing = useCreateUpload();
  const replace = useReplacePhotos();
  const update = useUpdateListing();
  const [adding, setAdding] = useState<AddingPhotos>();
  const [notAdded, setNotAdded] = useState<PhotosNotAdded>();

  async function fillIsbn(saved: WebListing, isbn: string) {
    if (!itemFormFields(saved).includes('isbn') || saved.fields.isbn === isbn) return;
    try {
      await update.mutateAsync({ id: saved.id, change: { user_fields: { isbn } } });
      notify(photoTexts.isbnFilled(isbn));
    } catch (error) {
      notify(photoTexts.saveFailed(reasonOf(error)));
    }
  }

  async function add(chosen: readonly File[]) {
    if (adding || chosen.length === 0) return;
    const images = chosen.filter(isImageFile);
    if (images.length < chosen.length) notify(photoTexts.notImages(chosen.length - images.length));
    const room = Math.max(0, MAX_PHOTOS_PER_ITEM - current().photos.length);
    const files = images.slice(0, room);
    if (images.length > files.length) notify(photoTexts.tooMany(images.length - files.length));
    if (files.length === 0) return;
    setNotAdded(undefined);
    const sent: SentPhoto[] = [];
    const failed: File[] = [];
    let reason = '';
    for (const [index, file] of files.entries()) {
      setAdding({ done: index, total: files.length, progress: 0 });
      try {
        sent.push(
          await sendPhoto(file, {
            requestTicket: ticketing.mutateAsync,
            onProgress: (progress) => setAdding({ done: index, total: files.length, progress }),
          }),
        );
      } catch (error) {
        failed.push(file);
        reason ||= reasonOf(error);
      }
    }
    if (sent.length > 0) {
      const barcode = barcodeOf(sent);
      const before = current();
      try {
        const seen = before.photos.map((photo) => photo.key);
        const saved = await replace.mutateAsync({
          id: before.id,
          keys: [...seen, ...sent.map((photo) => photo.key)],
          seen,
          ...(barcode ? { barcode } : {}),
        });
        notify(photoTexts.added(sent.length));
        onAdded?.(saved, before.photos.length);
        if (barcode?.kind === 'isbn') await fillIsbn(saved, barcode.value);
      } catch (error) {
        // Nothing is lost: the item keeps its photos, and every chosen photo is offered again.
        reason = reasonOf(error);
        notify(photoTexts.saveFailed(reason));
        failed.unshift(...files.filter((file) => !failed.includes(file)));
      }
    }
    if (failed.length > 0) setNotAdded({ files: failed, reason });
    setAdding(undefined);
  }

  return {
    add: (files: readonly File[]) => void add(files),
    adding,
    notAdded,
    retry: () => notAdded && void add(notAdded.files),
    dismiss: () => setNotAdded(undefined),
  };
}
