import { describe, expect, it } from 'vitest';
import {
  categoryForLabel,
  seenName,
  titleName,
} from '#lambdas/lib/adapters/offline-analyser/coco-categories.ts';
import { cocoLabelOf, cocoLabels } from '#lambdas/lib/adapters/offline-analyser/coco-labels.ts';

// docs/design.md#ai: the COCO classes the offline analyser names as our categories.
const mapping = {
  books: ['book'],
  electronics: ['laptop', 'tv', 'cell phone', 'keyboard', 'mouse'],
  furniture: ['chair', 'couch', 'bed', 'dining table', 'bench'],
  toys: ['teddy bear', 'sports ball', 'kite', 'frisbee', 'skateboard'],
  kitchenware: ['cup', 'bowl', 'wine glass', 'fork', 'knife', 'spoon', 'microwave', 'toaster'],
  'clothing and footwear': ['tie', 'handbag', 'backpack'],
} as const;

describe('COCO classes -> our categories', () => {
  for (const [category, labels] of Object.entries(mapping)) {
    it(`names ${labels.join(', ')} as ${category}`, () => {
      for (const label of labels) expect(categoryForLabel(label)).toBe(category);
    });
  }

  it('names every other class unknown', () => {
    const mapped = new Set<string>(Object.values(mapping).flat());
    const others = cocoLabels.filter((label) => !mapped.has(label));
    expect(others).toContain('person');
    for (const label of others) expect(categoryForLabel(label)).toBe('unknown');
  });

  it('leaves classes that are often something else unknown: a remote is any small box', () => {
    for (const label of ['remote', 'bottle', 'vase', 'suitcase', 'umbrella', 'person'] as const) {
      expect(categoryForLabel(label)).toBe('unknown');
    }
  });

  it('makes a sports ball a toy, never electronics', () => {
    expect(categoryForLabel('sports ball')).toBe('toys');
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
    expect(titleName('couch')).toBe('sofa');
    expect(titleName('tv')).toBe('screen');
    expect(titleName('cup')).toBe('cup');
    expect(seenName('sports ball')).toBe('ball');
  });

  it('never titles a "cell phone": the class fires for any hand-held device with a screen', () => {
    expect(titleName('cell phone')).toBeUndefined();
    expect(seenName('cell phone')).toBe('cell phone');
  });
});
