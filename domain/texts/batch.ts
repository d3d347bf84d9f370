// "Add a batch" (docs/product.md#add-a-batch): many photos from the library, proposed as items
// on the grouping screen, then uploaded and analysed in the background. All our own wording.

import { groupingLevel, MAX_PHOTOS_PER_BATCH, MAX_PHOTOS_PER_ITEM } from '../photos';
import { MAX_UPLOAD_BYTES } from '../upload-rules';
import type { Ours } from './wording';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
const megabytes = MAX_UPLOAD_BYTES / (1024 * 1024);

export const batchTexts = {
  addBatch: 'Add a batch' as Ours,
  hint: `A shelf at a time: up to ${MAX_PHOTOS_PER_BATCH} photos, a few of each item; we group them into items.` as Ours,
  preparing: (done: number, total: number) =>
    `Preparing photo ${Math.min(done + 1, total)} of ${total}...` as Ours,
  /** More photos chosen than a batch takes: the first ones are kept. */
  beyondLimit: (chosen: number) =>
    `You chose ${chosen} photos; a batch takes ${MAX_PHOTOS_PER_BATCH}, so the first ${MAX_PHOTOS_PER_BATCH} are kept. Add the rest as another batch.` as Ours,
  /** Why one file was left out; the rest of the batch goes on. */
  refused: (name: string, reason: string) => `${name}: ${reason}` as Ours,
  notAnImage: 'not an image file.' as Ours,
  tooLarge: `larger than ${megabytes} MB.` as Ours,
  unreadable: 'could not be read (the file may be damaged).' as Ours,
  noPhotos: 'None of the chosen files could be used. Please choose photos.' as Ours,
  // The grouping screen.
  groupingTitle: 'Check the items' as Ours,
  groupingHint:
    `Each row is one item, its cover first. Tap a photo to move it, make it the cover or leave it out. An item holds at most ${MAX_PHOTOS_PER_ITEM} photos.` as Ours,
  itemLabel: (index: number) => `Item ${index}` as Ours,
  confidence: (confidence: number) =>
    ({ sure: 'Sure', likely: 'Likely', check: 'Please check' })[groupingLevel(confidence)] as Ours,
  confidenceLabel: (confidence: number) => `Grouping confidence ${Math.round(confidence * 100)}%` as Ours,
  photoOf: (photo: number, item: number) => `Photo ${photo} of item ${item}` as Ours,
  cover: 'Cover' as Ours,
  makeCover: 'Make cover' as Ours,
  moveTo: 'Move to' as Ours,
  newItem: 'A new item' as Ours,
  drop: 'Leave out' as Ours,
  splitHere: 'Split here' as Ours,
  mergeWithPrevious: 'Merge with the item above' as Ours,
  cancel: 'Cancel' as Ours,
  /** Cancel asks first: a checked grouping is the seller's work, and one tap would lose it. */
  discardTitle: 'Discard this batch?' as Ours,
  discardDescription: (photos: number) =>
    `Nothing is uploaded, and the grouping of its ${photos} ${photos === 1 ? 'photo' : 'photos'} is lost. The photos stay on your device.` as Ours,
  keepChecking: 'Keep checking' as Ours,
  discard: 'Discard batch' as Ours,
  create: (count: number) => `Create ${items(count)}` as Ours,
  // The upload.
  progressLabel: (percent: number) => `Batch upload ${percent}%` as Ours,
  paused:
    'The connection dropped. The batch goes on by itself when it is back; what was sent stays sent.' as Ours,
  resume: 'Go on now' as Ours,
  /** The upload-ticket ceiling met: what is left, and that it can go on later. */
  limited: (left: number, reason: string) =>
    (left === 1
      ? `${reason} 1 photo of this batch is still to upload; it is kept on this device and the batch can go on later.`
      : `${reason} ${left} photos of this batch are still to upload; they are kept on this device and the batch can go on later.`) as Ours,
  // The Review tab.
  progress: (ready: number, total: number) => `${ready} of ${total} ready` as Ours,
  itemReady: (title: string) => `Ready for review: ${title}` as Ours,
} as const;
