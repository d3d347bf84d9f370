import { describe, expect, it } from 'vitest';
import { serverTexts } from '#domain/messages.ts';
import { MAX_PHOTOS_PER_ITEM, UPLOAD_TICKET_DAY_SECONDS, UPLOAD_TICKETS_PER_DAY } from '#domain/photos.ts';

// docs/product.md#constants-and-limits and docs/product.md#photos: the limits on an item's photos
// and on a user's uploads, and the words the server answers with when one is reached.

describe('photo limits', () => {
  it('lets an item hold at most 8 photos', () => {
    expect(MAX_PHOTOS_PER_ITEM).toBe(8);
  });

  it('gives a user at most 400 upload tickets a day, the day being 24 hours', () => {
    expect(UPLOAD_TICKETS_PER_DAY).toBe(400);
    expect(UPLOAD_TICKET_DAY_SECONDS).toBe(86_400);
  });
});

describe('what the server says about photos', () => {
  it.each([
    [serverTexts.photos.noPhoto, 'must name at least one photo: an item keeps its last photo.'],
    [serverTexts.photos.tooMany, 'may name at most 8 photos: an item holds no more.'],
    [serverTexts.photos.repeated, 'names the same photo twice: each photo appears once.'],
    [serverTexts.photos.notAnUpload, 'must be keys returned by POST /api/uploads.'],
    [serverTexts.photos.notYours, 'You can only add your own photos.'],
    [serverTexts.photos.ofAnotherItem, 'That photo belongs to another of your items.'],
    [
      serverTexts.photos.ofDeletedItem,
      'That photo belongs to an item you deleted: undo the delete or choose another photo.',
    ],
    [serverTexts.photos.changedMeanwhile, 'The item changed while its photos were saved. Please try again.'],
    [
      serverTexts.photos.stillAnalysing,
      'This item is still being analysed. Analyse it again once the first result is in.',
    ],
  ])('says "%s"', (text, expected) => {
    expect(text).toBe(expected);
  });

  it('says in how many hours the daily upload limit lets the user upload again, rounding up', () => {
    expect(serverTexts.dailyUploadLimitReached(60)).toBe(
      'You have uploaded the most photos allowed in one day. Please try again in 1 hour.',
    );
    expect(serverTexts.dailyUploadLimitReached(3601)).toBe(
      'You have uploaded the most photos allowed in one day. Please try again in 2 hours.',
    );
  });
});
