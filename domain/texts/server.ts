// What the functions write for people (docs/product.md#messages, "Our own messages"): why an
// analysis or an AI call failed, the per-user limits, the service's own faults. All ours.

import { MAX_PHOTOS_PER_ITEM } from '../photos';
import type { Ours } from './wording';

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

const inHours = (seconds: number) => {
  const hours = Math.max(1, Math.ceil(seconds / 3600));
  return `${hours} hour${hours === 1 ? '' : 's'}`;
};

export const serverTexts = {
  /** Why an AI call failed, by the failure's code (lambdas/lib/ai-failure.ts). */
  aiFailure: {
    rate_limited: 'The AI service is busy right now. Please try again in a minute.' as Ours,
    unavailable: 'The AI service is unavailable right now. Please try again.' as Ours,
    timeout: 'The AI service took too long to answer. Please try again.' as Ours,
    refused: 'The AI could not analyse this photo. Try another photo of the item.' as Ours,
    invalid_output: 'The AI gave an answer we could not read. Please try again.' as Ours,
    misconfigured: 'The AI service is not set up correctly. Please try again later.' as Ours,
    photo_unreadable: 'The photo could not be read. Please upload it again.' as Ours,
    /** One user's share of the day's model calls is spent (domain/ai-spend.ts). */
    user_share_spent:
      "You have used today's share of AI analyses for one account. Please try again tomorrow." as Ours,
  },
  /** Recorded when a run died without a word (its worker killed, its job dead-lettered). */
  analysisUnfinished: 'The analysis could not be finished. Please try again.' as Ours,
  aiLimitReached: (retryAfterSeconds: number) =>
    `You have made too many AI requests. Please try again in ${inMinutes(retryAfterSeconds)}.` as Ours,
  uploadLimitReached: (retryAfterSeconds: number) =>
    `You have uploaded too many photos for now. Please try again in ${inMinutes(retryAfterSeconds)}.` as Ours,
  /** The daily ceiling on upload tickets (domain/photos.ts's UPLOAD_TICKETS_PER_DAY). */
  dailyUploadLimitReached: (retryAfterSeconds: number) =>
    `You have uploaded the most photos allowed in one day. Please try again in ${inHours(retryAfterSeconds)}.` as Ours,
  /**
   * An item's photos (docs/product.md#photos): the body checks come after the field's name
   * (`keys: ...`, 400); a photo of another item is a 409; analysing again while the first
   * analysis runs is a 409.
   */
  photos: {
    noPhoto: 'must name at least one photo: an item keeps its last photo.' as Ours,
    tooMany: `may name at most ${MAX_PHOTOS_PER_ITEM} photos: an item holds no more.` as Ours,
    /** `POST /api/listings`'s `moreImageKeys`: the photos besides the cover (`imageKey`). */
    tooManyMore:
      `may name at most ${MAX_PHOTOS_PER_ITEM - 1} photos besides the cover: an item holds ${MAX_PHOTOS_PER_ITEM}.` as Ours,
    repeated: 'names the same photo twice: each photo appears once.' as Ours,
    notAnUpload: 'must be keys returned by POST /api/uploads.' as Ours,
    notYours: 'You can only add your own photos.' as Ours,
    ofAnotherItem: 'That photo belongs to another of your items.' as Ours,
    /** The other item is deleted and can still be restored (Undo). */
    ofDeletedItem:
      'That photo belongs to an item you deleted: undo the delete or choose another photo.' as Ours,
    changedMeanwhile: 'The item changed while its photos were saved. Please try again.' as Ours,
    /** The body's `seen`: the photo list the change was made from. */
    noSeenList: 'must be the keys of the photos the change was made from.' as Ours,
    /** The item's photos changed elsewhere (another device) since this change was made from them. */
    staleList:
      "This item's photos were changed somewhere else. Look at them again, then make your change." as Ours,
    stillAnalysing:
      'This item is still being analysed. Analyse it again once the first result is in.' as Ours,
    reanalysisInFlight: 'This item is already being analysed again. Its result will be in shortly.' as Ours,
    firstAnalysisFailed:
      "This item's first analysis failed. Use Try again on it first, then analyse it again." as Ours,
  },
  /** Link previews and site icons: `what` is "preview" or "site icon". */
  previewLimitReached: (what: string, retryAfterSeconds: number) =>
    `Too many ${what} requests. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.` as Ours,
  serviceUnavailable: 'The service is unavailable right now. Please try again.' as Ours,
  /** A change of an item's life (docs/product.md#item-life); the machine's own refusals are `lifeReasons`. */
  life: {
    /** The item changed since the client read it (another device, a saved field): 409. */
    stale: 'This item was changed somewhere else. Look at it again, then make your change.' as Ours,
    otherCurrency: (currency: string) => `The price must be in the item's currency, ${currency}.` as Ours,
  },
  /** A listing that is not the caller's, not there, or past its undo window (404). */
  listingNotFound: 'Listing not found.' as Ours,
  /** A barcode whose check digit is wrong, after the field's name (docs/product.md#barcodes). */
  barcode: {
    isbnCheckDigit: 'is not a valid ISBN: its check digit does not match.' as Ours,
    productCheckDigit:
      'is not a valid product code: it must be 8, 12, 13 or 14 digits with a matching check digit.' as Ours,
  },
  /** Retrying an analysis that is over, or still running (409). */
  alreadyAnalysed: 'This item has already been analysed.' as Ours,
  analysisRunning: 'This item is being analysed right now. Please wait for the result.' as Ours,
  /** The uploaded photo, checked before a listing is made of it. */
  photoMissing: 'Upload the photo first.' as Ours,
  notAnImage: 'That file is not an image.' as Ours,
  photoChanged: 'The photo changed while it was being checked. Please upload it again.' as Ours,
  notYourPhoto: 'You can only create listings from your own photos.' as Ours,
  /** A create from the photo of the caller's own item deleted moments ago, not purged yet (409). */
  photoOfDeletedItem:
    'This photo belongs to an item you just deleted. Undo the delete to get it back, or upload the photo again.' as Ours,
  invalidCursor: 'The cursor is not valid: start again from the first page.' as Ours,
  accountErased: 'This account has been deleted.' as Ours,
  /** Deleting the account reached a user pool that did not answer (503). */
  accountNotDeleted: 'Your account could not be deleted right now. Please try again.' as Ours,
  notJson: 'Send the body as JSON (Content-Type: application/json).' as Ours,
} as const;
