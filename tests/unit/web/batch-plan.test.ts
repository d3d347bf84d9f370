import { describe, expect, test } from 'vitest';
import { MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import {
  canMerge,
  chooseCover,
  dropPhoto,
  itemOf,
  itemsToCreate,
  mergeItems,
  movePhoto,
  moveToNewItem,
  planFrom,
  splitItem,
  type BatchPlan,
} from '../../../web/src/photos/batch-plan';

// The grouping screen's edits, apart from the screen (docs/product.md#add-a-batch).

const photos = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}${i + 1}`);
const start: BatchPlan = planFrom([
  { photoIds: ['a1', 'a2', 'a3'], confidence: 0.9 },
  { photoIds: ['b1'], confidence: 0.4 },
  { photoIds: ['c1', 'c2'], confidence: 0.7 },
]);
const shape = (plan: BatchPlan) => plan.map((item) => item.photoIds);

describe('the proposal as a plan', () => {
  test('numbers the items and keeps their photos and confidence', () => {
    expect(start).toEqual([
      { id: 'item-1', photoIds: ['a1', 'a2', 'a3'], confidence: 0.9 },
      { id: 'item-2', photoIds: ['b1'], confidence: 0.4 },
      { id: 'item-3', photoIds: ['c1', 'c2'], confidence: 0.7 },
    ]);
    expect(itemOf(start, 'c2')?.id).toBe('item-3');
    expect(itemOf(start, 'zz')).toBeUndefined();
  });
});

describe('moving a photo', () => {
  test('takes it out of its item and puts it last in the other; both become decided', () => {
    const moved = movePhoto(start, 'a3', 'item-3');
    expect(moved).toEqual([
      { id: 'item-1', photoIds: ['a1', 'a2'], confidence: 1 },
      { id: 'item-2', photoIds: ['b1'], confidence: 0.4 },
      { id: 'item-3', photoIds: ['c1', 'c2', 'a3'], confidence: 1 },
    ]);
  });

  test('an item left with no photo goes', () => {
    expect(shape(movePhoto(start, 'b1', 'item-1'))).toEqual([
      ['a1', 'a2', 'a3', 'b1'],
      ['c1', 'c2'],
    ]);
  });

  test('into a full item, into its own item or to an unknown item is refused', () => {
    const full = planFrom([
      { photoIds: photos('f', MAX_PHOTOS_PER_ITEM), confidence: 1 },
      { photoIds: ['x'], confidence: 1 },
    ]);
    expect(movePhoto(full, 'x', 'item-1')).toBe(full);
    const roomForOne = planFrom([
      { photoIds: photos('f', MAX_PHOTOS_PER_ITEM - 1), confidence: 1 },
      { photoIds: ['x', 'y'], confidence: 1 },
    ]);
    expect(movePhoto(roomForOne, 'x', 'item-1')[0]!.photoIds).toHaveLength(MAX_PHOTOS_PER_ITEM);
    expect(movePhoto(start, 'a1', 'item-1')).toBe(start);
    expect(movePhoto(start, 'a1', 'item-9')).toBe(start);
    expect(movePhoto(start, 'zz', 'item-2')).toBe(start);
  });

  test('to a new item puts it just after the item it left, with a fresh id', () => {
    expect(moveToNewItem(start, 'a2')).toEqual([
      { id: 'item-1', photoIds: ['a1', 'a3'], confidence: 1 },
      { id: 'item-4', photoIds: ['a2'], confidence: 1 },
      { id: 'item-2', photoIds: ['b1'], confidence: 0.4 },
      { id: 'item-3', photoIds: ['c1', 'c2'], confidence: 0.7 },
    ]);
    expect(moveToNewItem(start, 'b1')).toBe(start);
    expect(moveToNewItem(start, 'zz')).toBe(start);
  });
});

describe('merging two items', () => {
  test("puts the first item's photos after the second's, keeping the second's cover", () => {
    expect(mergeItems(start, 'item-2', 'item-3')).toEqual([
      { id: 'item-1', photoIds: ['a1', 'a2', 'a3'], confidence: 0.9 },
      { id: 'item-3', photoIds: ['c1', 'c2', 'b1'], confidence: 1 },
    ]);
  });

  test('is refused past the most photos an item holds, exactly at the limit allowed', () => {
    const plan = planFrom([
      { photoIds: photos('a', 5), confidence: 1 },
      { photoIds: photos('b', MAX_PHOTOS_PER_ITEM - 5), confidence: 1 },
      { photoIds: photos('c', MAX_PHOTOS_PER_ITEM - 4), confidence: 1 },
    ]);
    expect(canMerge(plan, 'item-2', 'item-1')).toBe(true);
    expect(mergeItems(plan, 'item-2', 'item-1')[0]!.photoIds).toHaveLength(MAX_PHOTOS_PER_ITEM);
    expect(canMerge(plan, 'item-3', 'item-1')).toBe(false);
    expect(mergeItems(plan, 'item-3', 'item-1')).toBe(plan);
    expect(canMerge(plan, 'item-1', 'item-1')).toBe(false);
    expect(canMerge(plan, 'item-1', 'item-9')).toBe(false);
    expect(canMerge(plan, 'item-9', 'item-1')).toBe(false);
  });
});

describe('splitting an item', () => {
  test('the photos from the point on become the next item', () => {
    expect(splitItem(start, 'item-1', 1)).toEqual([
      { id: 'item-1', photoIds: ['a1'], confidence: 1 },
      { id: 'item-4', photoIds: ['a2', 'a3'], confidence: 1 },
      { id: 'item-2', photoIds: ['b1'], confidence: 0.4 },
      { id: 'item-3', photoIds: ['c1', 'c2'], confidence: 0.7 },
    ]);
    expect(shape(splitItem(start, 'item-1', 2)).slice(0, 2)).toEqual([['a1', 'a2'], ['a3']]);
  });

  test('never leaves a side empty, and ignores an unknown item', () => {
    for (const at of [0, 3, -1, 1.5]) expect(splitItem(start, 'item-1', at)).toBe(start);
    expect(splitItem(start, 'item-2', 1)).toBe(start);
    expect(splitItem(start, 'item-9', 1)).toBe(start);
  });
});

describe('dropping a photo and choosing the cover', () => {
  test('a dropped photo leaves the batch, and its item when it was the last', () => {
    expect(shape(dropPhoto(start, 'a2'))).toEqual([['a1', 'a3'], ['b1'], ['c1', 'c2']]);
    expect(dropPhoto(start, 'a2')[0]!.confidence).toBe(0.9);
    expect(shape(dropPhoto(start, 'b1'))).toEqual([
      ['a1', 'a2', 'a3'],
      ['c1', 'c2'],
    ]);
    expect(dropPhoto(start, 'zz')).toBe(start);
  });

  test('the cover moves first and the others keep their order', () => {
    expect(shape(chooseCover(start, 'a3'))[0]).toEqual(['a3', 'a1', 'a2']);
    expect(chooseCover(start, 'a1')).toBe(start);
    expect(chooseCover(start, 'zz')).toBe(start);
  });
});

describe('the items to create', () => {
  test('every item with one to eight photos', () => {
    expect(itemsToCreate(start)).toEqual(start);
  });

  test('none when an item would hold more than eight, and empty items never', () => {
    const over = [{ id: 'item-1', photoIds: photos('a', MAX_PHOTOS_PER_ITEM + 1), confidence: 1 }];
    expect(itemsToCreate(over)).toEqual([]);
    const exactly = [{ id: 'item-1', photoIds: photos('a', MAX_PHOTOS_PER_ITEM), confidence: 1 }];
    expect(itemsToCreate(exactly)).toEqual(exactly);
    expect(itemsToCreate([...start, { id: 'item-9', photoIds: [], confidence: 1 }])).toEqual(start);
  });
});
