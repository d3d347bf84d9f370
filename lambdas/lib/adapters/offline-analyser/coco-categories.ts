import { UNKNOWN_CATEGORY, type CategoryName } from '#domain/categories.ts';
import type { CocoLabel } from './coco-labels';

// docs/design.md#ai: which COCO classes the offline analyser names as which of our categories
// (domain/categories.ts), and how a title names them. A class maps to a category only where
// that is nearly always right; every other class is `unknown`. Left out on purpose:
// `remote` (any small box or packet: a biscuit box was taken for one), `bottle` (wine,
// shampoo and perfume as often as a kitchen bottle), `vase` (ornament, not kitchenware),
// `suitcase` and `umbrella` (luggage and umbrellas are not clothing).

const categoryOfLabel: Partial<Record<CocoLabel, CategoryName>> = {
  book: 'books',
  laptop: 'electronics',
  tv: 'electronics',
  'cell phone': 'electronics',
  keyboard: 'electronics',
  mouse: 'electronics',
  chair: 'furniture',
  couch: 'furniture',
  bed: 'furniture',
  'dining table': 'furniture',
  bench: 'furniture',
  // A ball, a kite, a frisbee or a skateboard is a toy or sports item, never electronics.
  'teddy bear': 'toys',
  'sports ball': 'toys',
  kite: 'toys',
  frisbee: 'toys',
  skateboard: 'toys',
  cup: 'kitchenware',
  bowl: 'kitchenware',
  'wine glass': 'kitchenware',
  fork: 'kitchenware',
  knife: 'kitchenware',
  spoon: 'kitchenware',
  microwave: 'kitchenware',
  toaster: 'kitchenware',
  tie: 'clothing and footwear',
  handbag: 'clothing and footwear',
  backpack: 'clothing and footwear',
};

/**
 * Classes whose category holds but whose name would often be the wrong thing: `cell phone`
 * fires for any hand-held device with a screen and buttons (a multimeter, a calculator), so
 * it says electronics but never "mobile phone".
 */
const categoryOnly: ReadonlySet<CocoLabel> = new Set<CocoLabel>(['cell phone']);

/** Words a listing uses where COCO's class name reads oddly or says too much. */
const itemNames: Partial<Record<CocoLabel, string>> = {
  // COCO's `tv` fires for computer monitors as much as for TVs.
  tv: 'screen',
  couch: 'sofa',
  'dining table': 'table',
  'sports ball': 'ball',
  mouse: 'computer mouse',
  'hair drier': 'hair dryer',
};

/** Our category for a detection's class: `unknown` for every class not mapped above. */
export function categoryForLabel(label: CocoLabel): CategoryName {
  return categoryOfLabel[label] ?? UNKNOWN_CATEGORY;
}

/** How a title names the thing ("sofa" for COCO's "couch"), or undefined when it must not. */
export function titleName(label: CocoLabel): string | undefined {
  return categoryOnly.has(label) ? undefined : (itemNames[label] ?? label);
}

/** How the details text names what the detector saw, e.g. "cell phone" stays as COCO says. */
export function seenName(label: CocoLabel): string {
  return itemNames[label] ?? label;
}
