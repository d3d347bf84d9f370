// An item's photos on Listing Details (docs/product.md#screens, "List tab, item selected"): the
// gallery, Add photos, Make cover, Remove and Analyse again with all photos. All our own
// wording, except the save toast's title, which is the catalogue's (toasts.ts).

import { MAX_PHOTOS_PER_ITEM } from '../photos';
import { messages, note, type Message } from './toasts';
import type { Ours } from './wording';

const photosWord = (count: number) => (count === 1 ? 'photo' : 'photos');
/** "all 3 photos", or "the cover only (1 of 3 photos)", "2 of 3 photos". */
const photosRead = (read: number, count: number) =>
  read >= count
    ? `all ${count} ${photosWord(count)}`
    : read === 1
      ? `the cover only (1 of ${count} photos)`
      : `${read} of ${count} photos`;

/** A saved photo change: the catalogue's "Item saved!" with what changed. */
const saved = (description: string): Message => note(messages.itemSaved.title, description);

const failed = (title: string, description: string): Message => ({
  ...note(title, description),
  variant: 'destructive',
});

export const photoTexts = {
  gallery: 'Photos' as Ours,
  /** A slide's name for screen readers, and the alt text of every photo but the cover. */
  photoOf: (index: number, count: number) => `Photo ${index} of ${count}` as Ours,
  coverBadge: 'Cover' as Ours,
  showPhoto: (index: number, count: number) => `Show photo ${index} of ${count}` as Ours,
  makeCover: 'Make cover' as Ours,
  /** Remove's visible label, and its name for screen readers beside the item's own Delete. */
  remove: 'Remove' as Ours,
  removePhoto: 'Remove photo' as Ours,
  addPhotos: 'Add photos' as Ours,
  /** Add photos on a touch screen: the camera, or several from the library. */
  takeAnother: 'Take another photo' as Ours,
  addFromLibrary: 'Add from library' as Ours,
  addingPhotos: (done: number, total: number) =>
    `Adding photo ${Math.min(done + 1, total)} of ${total}...` as Ours,
  count: (count: number) => `${count} of ${MAX_PHOTOS_PER_ITEM} photos` as Ours,
  full: `This item has ${MAX_PHOTOS_PER_ITEM} photos, the most it can hold. Remove one to add another.` as Ours,
  /** More files chosen than the item has room for: the first ones are added, the rest refused. */
  tooMany: (refused: number): Message =>
    failed(
      `${refused} ${photosWord(refused)} not added` as Ours,
      `An item holds at most ${MAX_PHOTOS_PER_ITEM} photos; the first ones you chose were added.` as Ours,
    ),
  notImages: (refused: number): Message =>
    failed(`${refused} ${photosWord(refused)} not added` as Ours, 'Only image files can be added.' as Ours),
  /** Some chosen photos could not be uploaded: the box that offers them again. */
  uploadFailed: (count: number, reason: string) =>
    `${count} ${photosWord(count)} could not be added. ${reason}` as Ours,
  tryAgain: 'Try again' as Ours,
  dismiss: 'Dismiss' as Ours,
  added: (count: number) => saved(`${count} ${photosWord(count)} added.` as Ours),
  coverChanged: saved('The cover photo is changed.' as Ours),
  removed: saved('The photo is removed.' as Ours),
  isbnFilled: (isbn: string) => saved(`ISBN ${isbn} read from the barcode.` as Ours),
  /** A photo change the server refused: the catalogue's "Save failed" with its reason. */
  saveFailed: (reason: string): Message => failed(messages.saveFailed.title, reason),
  // Analyse again with all photos.
  analyseAgain: 'Analyse again with all photos' as Ours,
  analysing: (count: number) => `Analysing all ${count} photos...` as Ours,
  analyseHint: 'The AI reads every photo again; your own edits are kept.' as Ours,
  /** The same line in a home without an AI key: the offline analyser, not the AI, will read. */
  analyseHintOffline:
    'No AI is set up here: the offline analyser looks at the photos again; your own edits are kept.' as Ours,
  /** Why the button waits while the item's first analysis runs, or after it failed. */
  analyseAfterFirst: 'Analyse again once the first result is in.' as Ours,
  analyseAfterRetry: 'The first analysis failed: use Try again on the Review tab first.' as Ours,
  analysedAgain: (count: number): Message =>
    note(
      'Analysis updated' as Ours,
      `The AI looked at all ${count} photos; your own edits are kept.` as Ours,
    ),
  analysedSummary: (count: number) => `Updated from all ${count} photos.` as Ours,
  /** Analyse again in a home without an AI key: the offline analyser, and what it read. */
  analysedOffline: (read: number, count: number): Message =>
    note(
      'Analysis updated' as Ours,
      `No AI is set up here: the offline analyser read ${photosRead(read, count)}; your own edits are kept.` as Ours,
    ),
  analysedOfflineSummary: (read: number, count: number) =>
    `Updated without the AI, from ${photosRead(read, count)}.` as Ours,
  analyseFailed: (reason: string): Message => failed('Analysis failed' as Ours, reason),
} as const;
