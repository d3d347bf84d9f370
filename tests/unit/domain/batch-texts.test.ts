import { describe, expect, it } from 'vitest';
import { groupingLevel, LIKELY_GROUPING, SURE_GROUPING } from '#domain/photos.ts';
import { batchTexts } from '#domain/texts/batch.ts';

// "Add a batch" (docs/product.md#add-a-batch): the texts built from values, exactly.

describe('the batch texts', () => {
  it('say how far preparation is, one photo ahead of those done, never past the total', () => {
    expect(batchTexts.preparing(0, 12)).toBe('Preparing photo 1 of 12...');
    expect(batchTexts.preparing(11, 12)).toBe('Preparing photo 12 of 12...');
    expect(batchTexts.preparing(12, 12)).toBe('Preparing photo 12 of 12...');
  });

  it('say what past sixty means, and why a file was left out', () => {
    expect(batchTexts.beyondLimit(75)).toBe(
      'You chose 75 photos; a batch takes 60, so the first 60 are kept. Add the rest as another batch.',
    );
    expect(batchTexts.refused('a.txt', batchTexts.notAnImage)).toBe('a.txt: not an image file.');
    expect(batchTexts.tooLarge).toBe('larger than 15 MB.');
    expect(batchTexts.hint).toBe(
      'A shelf at a time: up to 60 photos, a few of each item; we group them into items.',
    );
    expect(batchTexts.groupingHint).toContain('at most 8 photos.');
  });

  it('count items and photos in the singular and the plural', () => {
    expect(batchTexts.create(1)).toBe('Create 1 item');
    expect(batchTexts.create(9)).toBe('Create 9 items');
    expect(batchTexts.limited(1, 'Too many.')).toBe(
      'Too many. 1 photo of this batch is still to upload; it is kept on this device and the batch can go on later.',
    );
    expect(batchTexts.limited(4, 'Too many.')).toBe(
      'Too many. 4 photos of this batch are still to upload; they are kept on this device and the batch can go on later.',
    );
    expect(batchTexts.progress(6, 9)).toBe('6 of 9 ready');
    expect(batchTexts.itemReady('Blue mug')).toBe('Ready for review: Blue mug');
    expect(batchTexts.progressLabel(42)).toBe('Batch upload 42%');
    expect(batchTexts.itemLabel(3)).toBe('Item 3');
    expect(batchTexts.photoOf(2, 3)).toBe('Photo 2 of item 3');
    expect(batchTexts.discardDescription(1)).toBe(
      'Nothing is uploaded, and the grouping of its 1 photo is lost. The photos stay on your device.',
    );
  });

  it('word the confidence at its boundaries', () => {
    expect(groupingLevel(SURE_GROUPING)).toBe('sure');
    expect(groupingLevel(SURE_GROUPING - 0.001)).toBe('likely');
    expect(groupingLevel(LIKELY_GROUPING)).toBe('likely');
    expect(groupingLevel(LIKELY_GROUPING - 0.001)).toBe('check');
    expect([SURE_GROUPING, LIKELY_GROUPING]).toEqual([0.7, 0.4]);
    expect(batchTexts.confidence(1)).toBe('Sure');
    expect(batchTexts.confidence(0.5)).toBe('Likely');
    expect(batchTexts.confidence(0)).toBe('Please check');
    expect(batchTexts.confidenceLabel(0.456)).toBe('Grouping confidence 46%');
  });
});
