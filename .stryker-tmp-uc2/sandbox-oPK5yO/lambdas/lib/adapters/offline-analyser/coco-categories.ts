// @ts-nocheck
import { UNKNOWN_CATEGORY, type CategoryName } from '#domain/categories.ts';
import type { CocoLabel } from './coco-labels';

// docs/design.md#ai: which COCO classes the offline analyser names as which of our
// categories. Every other class is `unknown`, and so is any detection under MIN_SCORE.

/** Detections scoring below this say nothing about the item. */
export const MIN_SCORE = 0.3;

const categoryOfLabel: Partial<Record<CocoLabel, CategoryName>> = {
  book: 'books',
  laptop: 'electronics',
  tv: 'electronics',
  'cell phone': 'electronics',
  keyboard: 'electronics',
  mouse: 'electronics',
  remote: 'electronics',
  chair: 'furniture',
  couch: 'furniture',
  bed: 'furniture',
  'dining table': 'furniture',
  bench: 'furniture',
  'teddy bear': 'toys',
  'sports ball': 'toys',
  kite: 'toys',
  frisbee: 'toys',
  skateboard: 'toys',
  cup: 'kitchenware',
  bowl: 'kitchenware',
  bottle: 'kitchenware',
  'wine glass': 'kitchenware',
  fork: 'kitchenware',
  knife: 'kitchenware',
  spoon: 'kitchenware',
  vase: 'kitchenware',
  microwave: 'kitchenware',
  toaster: 'kitchenware',
  tie: 'clothing and footwear',
  handbag: 'clothing and footwear',
  backpack: 'clothing and footwear',
  umbrella: 'clothing and footwear',
  suitcase: 'clothing and footwear',
};

/** Words a listing uses where COCO's class name reads oddly ("cell phone", "tv"). */
const itemNames: Partial<Record<CocoLabel, string>> = {
  'cell phone': 'mobile phone',
  tv: 'TV',
  couch: 'sofa',
  'dining table': 'table',
  'sports ball': 'ball',
  remote: 'remote control',
  mouse: 'computer mouse',
  'hair drier': 'hair dryer',
};

/** Our category for one detection: its class's category if it scored at least MIN_SCORE. */
export function categoryForDetection(label: CocoLabel, score: number): CategoryName {
  if (!(score >= MIN_SCORE)) return UNKNOWN_CATEGORY;
  return categoryOfLabel[label] ?? UNKNOWN_CATEGORY;
}

/** How a listing names the thing, e.g. "mobile phone" for COCO's "cell phone". */
export function itemName(label: CocoLabel): string {
  return itemNames[label] ?? label;
}
