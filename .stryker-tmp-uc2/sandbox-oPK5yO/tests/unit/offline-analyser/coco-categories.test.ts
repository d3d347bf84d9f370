// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { categoryForDetection, itemName } from '#lambdas/lib/adapters/offline-analyser/coco-categories.ts';
import { cocoLabelOf, cocoLabels } from '#lambdas/lib/adapters/offline-analyser/coco-labels.ts';

// docs/design.md#ai: the COCO classes the offline analyser names as our categories.
const mapping = {
  books: ['book'],
  electronics: ['laptop', 'tv', 'cell phone', 'keyboard', 'mouse', 'remote'],
  furniture: ['chair', 'couch', 'bed', 'dining table', 'bench'],
  toys: ['teddy bear', 'sports ball', 'kite', 'frisbee', 'skateboard'],
  kitchenware: [
    'cup',
    'bowl',
    'bottle',
    'wine glass',
    'fork',
    'knife',
    'spoon',
    'vase',
    'microwave',
    'toaster',
  ],
  'clothing and footwear': ['tie', 'handbag', 'backpack', 'umbrella', 'suitcase'],
} as const;

describe('COCO classes -> our categories', () => {
  for (const [category, labels] of Object.entries(mapping)) {
    it(`names ${labels.join(', ')} as ${category}`, () => {
      for (const label of labels) expect(categoryForDetection(label, 0.9)).toBe(category);
    });
  }

  it('names every other class unknown', () => {
    const mapped = new Set<string>(Object.values(mapping).flat());
    const others = cocoLabels.filter((label) => !mapped.has(label));
    expect(others).toContain('person');
    for (const label of others) expect(categoryForDetection(label, 0.9)).toBe('unknown');
  });

  it('names a detection below a 0.3 score unknown', () => {
    expect(categoryForDetection('book', 0.3)).toBe('books');
    expect(categoryForDetection('book', 0.29)).toBe('unknown');
  });

  it('reads class indices 0..79 in COCO order and nothing else', () => {
    expect(cocoLabels).toHaveLength(80);
    expect(cocoLabelOf(0)).toBe('person');
    expect(cocoLabelOf(73)).toBe('book');
    expect(cocoLabelOf(79)).toBe('toothbrush');
    expect(cocoLabelOf(80)).toBeUndefined();
    expect(cocoLabelOf(Number.NaN)).toBeUndefined();
  });

  it('uses listing words for odd class names', () => {
    expect(itemName('cell phone')).toBe('mobile phone');
    expect(itemName('cup')).toBe('cup');
  });
});
