import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_PHOTOS_PER_BATCH, MAX_PHOTOS_PER_ITEM } from '#domain/photos.ts';
import {
  groupPhotos,
  HASH_WEIGHT,
  MAX_GAP_MS,
  SAME_ITEM_DISTANCE,
  SPLIT_CONFIDENCE,
  UNTIMED_SAME_ITEM_DISTANCE,
  visualDistance,
  type BatchPhoto,
} from '../../../web/src/photos/group-photos';
import type { PhotoSignature } from '../../../web/src/photos/photo-signature';

// Signatures built so that their distance is known: one hash for all, and a histogram with
// `away` of its pixels moved from box 0 to box `box`; two such signatures are
// (1 - HASH_WEIGHT) x the difference of their `away` apart when they share a box.
function look(away = 0, box = 1, dHash = '0000000000000000'): PhotoSignature {
  const histogram = new Array<number>(64).fill(0);
  histogram[0] = 1 - away;
  histogram[box] = (histogram[box] ?? 0) + away;
  return { dHash, histogram };
}
/** A look `distance` from look() (distance at most 1 - HASH_WEIGHT). */
const at = (distance: number) => look(distance / (1 - HASH_WEIGHT));
const other = (box: number) => look(1, box);

let next = 0;
function photo(signature: PhotoSignature, captureTime?: number, barcode?: string): BatchPhoto {
  next += 1;
  return { id: `p${next}`, signature, captureTime, barcode };
}
const ids = (items: ReturnType<typeof groupPhotos>) => items.map((item) => item.photoIds);

describe('the limits', () => {
  test('are the ones the docs state', () => {
    expect([
      MAX_GAP_MS,
      SAME_ITEM_DISTANCE,
      UNTIMED_SAME_ITEM_DISTANCE,
      HASH_WEIGHT,
      SPLIT_CONFIDENCE,
    ]).toEqual([90_000, 0.38, 0.25, 0.3, 0.5]);
    expect(MAX_PHOTOS_PER_BATCH).toBe(60);
  });

  test('visualDistance weighs the hash by HASH_WEIGHT and the colours by the rest', () => {
    expect(visualDistance(look(0, 1, 'ffffffffffffffff'), look())).toBeCloseTo(0.3, 12);
    expect(visualDistance(other(5), look())).toBeCloseTo(0.7, 12);
    expect(visualDistance(at(0.2), look())).toBeCloseTo(0.2, 12);
  });
});

describe('edge cases', () => {
  test('no photo, no item; one photo, one item of full confidence', () => {
    expect(groupPhotos([])).toEqual([]);
    const one = photo(look(), 1000);
    expect(groupPhotos([one])).toEqual([{ photoIds: [one.id], confidence: 1 }]);
  });

  test('identical photos are one item, with or without times', () => {
    const same = [photo(look()), photo(look()), photo(look())];
    expect(groupPhotos(same)).toEqual([{ photoIds: same.map((p) => p.id), confidence: 1 }]);
    const timed = [photo(look(), 0), photo(look(), 2000)];
    expect(groupPhotos(timed)).toEqual([{ photoIds: timed.map((p) => p.id), confidence: 1 }]);
  });

  test('photos all taken at one instant are grouped by looks alone', () => {
    const [a1, b1, a2, b2] = [
      photo(look(), 5000),
      photo(other(9), 5000),
      photo(look(), 5000),
      photo(other(9), 5000),
    ];
    expect(ids(groupPhotos([a1!, b1!, a2!, b2!]))).toEqual([
      [a1!.id, a2!.id],
      [b1!.id, b2!.id],
    ]);
  });

  test('photos with no capture time join the item they look like, wherever it is in the batch', () => {
    const [a1, b1, a2] = [photo(look()), photo(other(9)), photo(at(0.24))];
    expect(ids(groupPhotos([a1!, b1!, a2!]))).toEqual([[a1!.id, a2!.id], [b1!.id]]);
  });

  test('without times a photo joins at UNTIMED_SAME_ITEM_DISTANCE and not past it', () => {
    const base = photo(look());
    const near = photo(at(0.24));
    const far = photo(at(0.26));
    expect(ids(groupPhotos([base, near]))).toEqual([[base.id, near.id]]);
    expect(ids(groupPhotos([base, far]))).toEqual([[base.id], [far.id]]);
  });

  test('an untimed photo joins the item it is nearest to, and a timed item too', () => {
    const [a1, a2] = [photo(look(), 0), photo(look(), 4000)];
    const b1 = photo(at(0.4), 100_000 + 4000);
    const stray = photo(at(0.05));
    expect(ids(groupPhotos([stray, a1!, a2!, b1]))).toEqual([[a1!.id, a2!.id, stray.id], [b1.id]]);
  });
});

describe('capture time', () => {
  test('photos are put in the order they were taken', () => {
    const [late, early] = [photo(look(), 20_000), photo(look(), 10_000)];
    expect(ids(groupPhotos([late, early]))).toEqual([[early.id, late.id]]);
  });

  test('a pause longer than MAX_GAP_MS starts a new item, one of MAX_GAP_MS does not', () => {
    const [a, b, c] = [photo(look(), 0), photo(look(), MAX_GAP_MS), photo(look(), 2 * MAX_GAP_MS + 1)];
    const items = groupPhotos([a, b, c]);
    expect(ids(items)).toEqual([[a.id, b.id], [c.id]]);
    // Kept apart by the pause alone, which is certain: nothing lowers their confidence.
    expect(items.map((item) => item.confidence)).toEqual([1, 1]);
  });

  test('a new look starts a new item even seconds later, at SAME_ITEM_DISTANCE and not before', () => {
    const base = photo(look(), 0);
    const near = photo(at(0.37), 3000);
    const far = photo(at(0.39), 3000);
    expect(ids(groupPhotos([base, near]))).toEqual([[base.id, near.id]]);
    expect(ids(groupPhotos([base, far]))).toEqual([[base.id], [far.id]]);
  });

  test('an angle is compared with every photo of the item so far, not only the last', () => {
    const [a1, a2, a3] = [photo(look(), 0), photo(at(0.3), 5000), photo(look(), 10_000)];
    expect(ids(groupPhotos([a1, a2, a3]))).toEqual([[a1.id, a2.id, a3.id]]);
  });
});

describe('barcodes', () => {
  test('two different barcodes are never one item, however alike the photos', () => {
    const [a, b] = [photo(look(), 0, '4006381333931'), photo(look(), 2000, '5012345678900')];
    expect(ids(groupPhotos([a, b]))).toEqual([[a.id], [b.id]]);
    const [c, d] = [photo(look(), undefined, '4006381333931'), photo(look(), undefined, '5012345678900')];
    expect(ids(groupPhotos([c, d]))).toEqual([[c.id], [d.id]]);
  });

  test('two barcodes apart are certain: they lower no confidence', () => {
    const items = groupPhotos([photo(look(), 0, '4006381333931'), photo(look(), 2000, '5012345678900')]);
    expect(items.map((item) => item.confidence)).toEqual([1, 1]);
  });

  test('one barcode and photos with none stay one item', () => {
    const same = [
      photo(look(), 0),
      photo(look(), 2000, '4006381333931'),
      photo(look(), 4000, '4006381333931'),
      photo(look(), 6000),
    ];
    expect(ids(groupPhotos(same))).toEqual([same.map((p) => p.id)]);
  });
});

describe('more photos than an item holds', () => {
  test('are split into items of MAX_PHOTOS_PER_ITEM in order, each at most SPLIT_CONFIDENCE', () => {
    const many = Array.from({ length: 19 }, (_, index) => photo(look(), index * 1000));
    const items = groupPhotos(many);
    expect(items.map((item) => item.photoIds.length)).toEqual([MAX_PHOTOS_PER_ITEM, MAX_PHOTOS_PER_ITEM, 3]);
    expect(items.flatMap((item) => item.photoIds)).toEqual(many.map((p) => p.id));
    expect(items.map((item) => item.confidence)).toEqual([0.5, 0.5, 0.5]);
  });

  test('eight photos are one item, not a split', () => {
    const eight = Array.from({ length: 8 }, () => photo(look()));
    expect(groupPhotos(eight)).toEqual([{ photoIds: eight.map((p) => p.id), confidence: 1 }]);
  });
});

describe('confidence', () => {
  test('falls with the distance at which a photo joined', () => {
    const [timed] = groupPhotos([photo(look(), 0), photo(at(0.19), 1000)]);
    expect(timed!.confidence).toBeCloseTo(1 - 0.19 / SAME_ITEM_DISTANCE, 12);
    const [untimed] = groupPhotos([photo(look()), photo(at(0.1))]);
    expect(untimed!.confidence).toBeCloseTo(1 - 0.1 / UNTIMED_SAME_ITEM_DISTANCE, 12);
  });

  test('falls when the item next to it looks nearly the same', () => {
    const items = groupPhotos([photo(look(), 0), photo(at(0.57), 1000)]);
    expect(items).toHaveLength(2);
    for (const item of items) expect(item.confidence).toBeCloseTo((0.57 - 0.38) / 0.38, 12);
  });

  test('items in time order compete only with their neighbours', () => {
    // a and c look alike but b, unlike both, was taken between them: a and c are apart by time order.
    const [a, b, c] = [photo(look(), 0), photo(other(9), 1000), photo(at(0.39), 2000)];
    const items = groupPhotos([a, b, c]);
    expect(ids(items)).toEqual([[a.id], [b.id], [c.id]]);
    // Each is 0.7 from b (or from a and c), never the 0.39 between a and c.
    for (const item of items) expect(item.confidence).toBeCloseTo((0.7 - 0.38) / 0.38, 12);
  });

  test('untimed items compete with every other', () => {
    const items = groupPhotos([photo(look()), photo(other(9)), photo(at(0.3))]);
    expect(items).toHaveLength(3);
    expect(items[0]!.confidence).toBeCloseTo((0.3 - 0.25) / 0.25, 12);
    expect(items[1]!.confidence).toBe(1);
  });
});

describe('pick order', () => {
  /** The grouping as a set of sets: which photos go together, whatever the items' order. */
  const partition = (items: ReturnType<typeof groupPhotos>) =>
    items
      .map((item) => [...item.photoIds].sort().join(' '))
      .sort()
      .join(' | ');

  // Looks in a few histogram boxes at a few steps apart, so many pairs fall near the limits;
  // a few barcodes, so some merges are forbidden; times missing, shared or distinct.
  const arbitraryBatch = (timed: boolean) =>
    fc
      .array(
        fc.record({
          away: fc.integer({ min: 0, max: 20 }),
          box: fc.integer({ min: 1, max: 3 }),
          dHash: fc.constantFrom('0000000000000000', '000000000000000f', 'ffffffffffffffff'),
          barcode: fc.constantFrom(undefined, undefined, undefined, '4006381333931', '5012345678900'),
          captureTime: timed
            ? fc.option(
                fc.integer({ min: 0, max: 12 }).map((step) => step * 30_000),
                { nil: undefined },
              )
            : fc.constant(undefined),
        }),
        { minLength: 2, maxLength: 24 },
      )
      .map((specs) =>
        specs.map((spec, index): BatchPhoto => ({
          id: `q${index}`,
          signature: look(spec.away / 20, spec.box, spec.dHash),
          captureTime: spec.captureTime,
          barcode: spec.barcode,
        })),
      )
      .chain((photos) =>
        fc.tuple(fc.constant(photos), fc.shuffledSubarray(photos, { minLength: photos.length })),
      );

  test('photos without capture times are grouped the same in any order they were picked', () => {
    fc.assert(
      fc.property(arbitraryBatch(false), ([photos, reordered]) => {
        expect(partition(groupPhotos(reordered))).toBe(partition(groupPhotos(photos)));
      }),
      { numRuns: 300 },
    );
  });

  test('a batch of timed and untimed photos is grouped the same in any order they were picked', () => {
    fc.assert(
      fc.property(arbitraryBatch(true), ([photos, reordered]) => {
        expect(partition(groupPhotos(reordered))).toBe(partition(groupPhotos(photos)));
      }),
      { numRuns: 300 },
    );
  });

  test('an untimed photo between two others joins them both, whichever was picked first', () => {
    // a and c are 0.3 apart, b 0.15 from each. Read one at a time, picked a, c, b, b joined a
    // and left c on its own; picked a, b, c, all three were one item.
    const [a, b, c] = [photo(look()), photo(at(0.15)), photo(at(0.3))];
    expect(ids(groupPhotos([a, b, c]))).toEqual([[a.id, b.id, c.id]]);
    expect(ids(groupPhotos([a, c, b]))).toEqual([[a.id, c.id, b.id]]);
  });
});
