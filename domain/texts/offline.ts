// What the offline analyser (no OpenAI key, docs/design.md#ai) says it did, at the start of
// its details text, so the seller, and the web app's message after "Analyse again", can say
// truthfully what happened: how many photos were looked at and in how many text was read.

import type { Ours } from './wording';

const photos = (count: number) => `${count} photo${count === 1 ? '' : 's'}`;

/** "no text read", "text read" (one photo), "text read in 1 of 2". */
const readIn = (photoCount: number, withText: number) =>
  withText === 0
    ? 'no text read'
    : photoCount === 1
      ? 'text read'
      : `text read in ${withText} of ${photoCount}`;

export const offlineTexts = {
  /** The first sentence of an offline analysis. */
  analysed: (photoCount: number, withText: number) =>
    `Offline analysis on this machine (no OpenAI key is configured): ${photos(photoCount)} looked at, ${readIn(photoCount, withText)}.` as Ours,
  /** The first sentence of an offline "Analyse again": every photo was looked at again. */
  refined: (photoCount: number, withText: number) =>
    `Offline refine on this machine (no OpenAI key is configured): ${photos(photoCount)} looked at again, ${readIn(photoCount, withText)}; your fields were kept, only empty ones filled from the photos, and the description was written from them.` as Ours,
  /** When no detection passes the subject rules. */
  noSubject:
    'Nothing in the photos was clearly the item (the main subject: not a person or animal, confidently seen, large and near the centre), so the category is unknown: please choose it and give the item a title.' as Ours,
  research:
    'Web research for related listings with prices needs an OpenAI key, so there are no price suggestions.' as Ours,
  recall:
    'The on-device detector knows 80 everyday kinds of object and can miss or mislabel things: please check the category and the fields.' as Ours,
};
