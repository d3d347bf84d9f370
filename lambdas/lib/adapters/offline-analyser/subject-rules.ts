import type { CocoLabel } from './coco-labels';

// Which detection a listing may be about (docs/design.md#ai). The detector names every object
// it sees, the shelf behind the item and the people around it included; a listing is about the
// one thing the seller photographed. A detection is the photo's subject only when it passes
// every rule below, in this order; when none passes, the category is unknown and the title is
// left for the seller, never guessed. tests/unit/offline-analyser/subject-rules.test.ts shows
// each rule deciding a real photo.

/** One object the detector found; the box is in fractions of the photo's width and height. */
export interface Detection {
  label: CocoLabel;
  score: number;
  box: { x: number; y: number; width: number; height: number };
}

/**
 * People and animals are never the item: a photo of someone holding or wearing a thing is
 * about the thing, and a pet in the frame is not for sale.
 */
const livingThings: ReadonlySet<CocoLabel> = new Set<CocoLabel>([
  'person',
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
]);

/**
 * Confidence: under this the class is a guess. On the fixture photos the detector's right
 * classes score from 0.49 (an espresso cup); below 0.45 come a cat taken for a dog (0.40), a
 * staircase for a TV (0.32), and the cup itself photographed in dim light (0.39). A wrong
 * class can score more (a blurred cup taken for a toilet at 0.45): the category map, which
 * names few classes, is the guard against those.
 */
export const MIN_SUBJECT_SCORE = 0.45;

/**
 * Size: a seller fills the frame with what they sell. A box under this share of the photo's
 * area is something in the scene (a football at a player's feet covers 1.4 %).
 */
export const MIN_SUBJECT_AREA = 0.03;

/**
 * Centre: a seller points the camera at the item. A box whose centre lies nearer an edge than
 * this share of the photo's width or height is the surroundings (the monitors at the side of
 * an office).
 */
export const CENTRE_MARGIN = 0.15;

export type SubjectRule = 'living thing' | 'confidence' | 'size' | 'centre';

/** The first rule a detection fails, or undefined when it may be the photo's subject. */
export function failedRule(detection: Detection): SubjectRule | undefined {
  const { box } = detection;
  if (livingThings.has(detection.label)) return 'living thing';
  if (!(detection.score >= MIN_SUBJECT_SCORE)) return 'confidence';
  if (!(box.width * box.height >= MIN_SUBJECT_AREA)) return 'size';
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const inside = (c: number) => c >= CENTRE_MARGIN && c <= 1 - CENTRE_MARGIN;
  if (!inside(cx) || !inside(cy)) return 'centre';
  return undefined;
}

/** The photo's subject: the most confident detection that passes every rule, if any. */
export function subjectOf(detections: readonly Detection[]): Detection | undefined {
  return detections
    .filter((detection) => failedRule(detection) === undefined)
    .sort((a, b) => b.score - a.score)[0];
}
