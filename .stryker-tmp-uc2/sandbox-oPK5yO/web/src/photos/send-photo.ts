// @ts-nocheck
import type { Barcode } from '#domain/barcode.ts';
import type { UploadTicket, UploadTicketRequest } from '#domain/api-types.ts';
import { barcodeWithin, findBarcode } from './find-barcode';
import { uploadName } from './photo-file';
import { preparePhoto } from './prepare-photo';
import { putPhoto } from './put-photo';

// The photo on its way up (docs/architecture/web.md#the-photo-on-its-way-up), the steps every
// added photo takes, for a new item (the Add tab) and for one more photo of an item (Listing
// Details): prepared in the browser (downscaled, metadata dropped), a ticket asked for the
// prepared file, the PUT to storage, and the barcode read from the same pixels meanwhile.

export interface SentPhoto {
  /** The storage key the ticket gave it, for `POST /api/listings` or the item's photo list. */
  key: string;
  /** The barcode read from its pixels, if the reader answered within its grace after the PUT. */
  barcode: Barcode | undefined;
}

interface Steps {
  /** Asks `POST /api/uploads` for a ticket. */
  requestTicket: (request: UploadTicketRequest) => Promise<UploadTicket>;
  onProgress: (fraction: number) => void;
  /** The browser could read the photo: a failure after this one is worth trying again. */
  onPrepared?: () => void;
}

/** Uploads one photo; throws with a message for people when a step fails. */
export async function sendPhoto(
  file: File,
  { requestTicket, onProgress, onPrepared }: Steps,
): Promise<SentPhoto> {
  const photo = await preparePhoto(file);
  onPrepared?.();
  // Read alongside the upload, never before it (docs/product.md#barcodes).
  const barcode = findBarcode(photo.pixels);
  const contentType = photo.blob.type || 'image/jpeg';
  const ticket = await requestTicket({
    filename: uploadName(file.name, contentType),
    contentType,
    size: photo.blob.size,
  });
  await putPhoto(ticket, photo.blob, onProgress);
  return { key: ticket.key, barcode: await barcodeWithin(barcode) };
}
