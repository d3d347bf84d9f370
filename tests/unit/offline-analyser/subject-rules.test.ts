import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CenterNetDetector } from '#lambdas/lib/adapters/offline-analyser/centernet-detector.ts';
import { squarePixels } from '#lambdas/lib/adapters/offline-analyser/photo-pixels.ts';
import {
  CENTRE_MARGIN,
  failedRule,
  MIN_SUBJECT_AREA,
  MIN_SUBJECT_SCORE,
  subjectOf,
  type Detection,
} from '#lambdas/lib/adapters/offline-analyser/subject-rules.ts';
import { fixturePhotoPath } from '#tests/fixtures/photos/photos.ts';

// docs/design.md#ai: each subject rule deciding a real photo (tests/fixtures/README.md), with
// the real detector: the detection the rule sets aside passes every other rule, so without
// that rule the photo would be titled after it.

let detector: CenterNetDetector;
beforeAll(async () => {
  detector = await CenterNetDetector.load();
}, 120_000);

async function detectionsIn(bytes: Buffer): Promise<Detection[]> {
  return detector.detect(await squarePixels(bytes, detector.inputSize));
}
const fixture = (file: string) => readFileSync(fixturePhotoPath(file));
const area = (d: Detection) => d.box.width * d.box.height;
const centre = (d: Detection) => [d.box.x + d.box.width / 2, d.box.y + d.box.height / 2] as const;
const nearMiddle = (c: number) => c >= CENTRE_MARGIN && c <= 1 - CENTRE_MARGIN;

describe('the subject rules on real photos', () => {
  it('living thing: a portrait is not the person for sale (Grace Hopper in uniform)', async () => {
    const detections = await detectionsIn(fixture('uniform-tie.jpg'));
    const person = detections.find((d) => d.label === 'person')!;
    expect(person.score).toBeGreaterThanOrEqual(MIN_SUBJECT_SCORE);
    expect(area(person)).toBeGreaterThanOrEqual(MIN_SUBJECT_AREA);
    expect(centre(person).every(nearMiddle)).toBe(true);
    expect(failedRule(person)).toBe('living thing');
    expect(subjectOf(detections)).not.toBe(person);
  }, 30_000);

  it('confidence: a cup photographed in dim light is not named', async () => {
    const dim = await sharp(fixturePhotoPath('coffee-cup.jpg'))
      .modulate({ brightness: 0.35 })
      .jpeg()
      .toBuffer();
    const detections = await detectionsIn(dim);
    const cup = detections.find((d) => d.label === 'cup')!;
    expect(cup.score).toBeLessThan(MIN_SUBJECT_SCORE);
    expect(cup.score).toBeGreaterThan(0.3); // over the old threshold: it used to be named
    expect(area(cup)).toBeGreaterThanOrEqual(MIN_SUBJECT_AREA);
    expect(centre(cup).every(nearMiddle)).toBe(true);
    expect(failedRule(cup)).toBe('confidence');
    expect(subjectOf(detections)).toBeUndefined();
  }, 30_000);

  it('size: a chair far back in a sitting room is not the item', async () => {
    const detections = await detectionsIn(fixture('sitting-room.jpg'));
    const small = detections.find((d) => d.label === 'chair' && area(d) < MIN_SUBJECT_AREA)!;
    expect(small.score).toBeGreaterThanOrEqual(MIN_SUBJECT_SCORE);
    expect(centre(small).every(nearMiddle)).toBe(true);
    expect(failedRule(small)).toBe('size');
    expect(subjectOf(detections)).not.toBe(small);
  }, 30_000);

  it('size: a football at a player’s feet is not the item', async () => {
    const detections = await detectionsIn(fixture('football-match.jpg'));
    const ball = detections.find((d) => d.label === 'sports ball')!;
    expect(ball.score).toBeGreaterThanOrEqual(MIN_SUBJECT_SCORE);
    expect(failedRule(ball)).toBe('size');
    expect(subjectOf(detections)).toBeUndefined();
  }, 30_000);

  it('centre: monitors at the side of an office are not the item', async () => {
    const detections = await detectionsIn(fixture('office-monitors.jpg'));
    const monitor = [...detections].sort((a, b) => b.score - a.score)[0]!;
    expect(monitor.label).toBe('tv');
    expect(monitor.score).toBeGreaterThanOrEqual(MIN_SUBJECT_SCORE);
    expect(area(monitor)).toBeGreaterThanOrEqual(MIN_SUBJECT_AREA);
    expect(nearMiddle(centre(monitor)[0])).toBe(false);
    expect(failedRule(monitor)).toBe('centre');
    expect(subjectOf(detections)).toBeUndefined();
  }, 30_000);

  it('a bed that fills the photo passes every rule', async () => {
    const detections = await detectionsIn(fixture('bed.jpg'));
    expect(subjectOf(detections)?.label).toBe('bed');
  }, 30_000);
});

describe('the subject rules at their boundaries', () => {
  const box = { x: 0.25, y: 0.25, width: 0.5, height: 0.5 };
  const at = (patch: Partial<Detection>): Detection => ({ label: 'cup', score: 0.9, box, ...patch });

  it('take a confidence of exactly 0.45 and refuse less', () => {
    expect(MIN_SUBJECT_SCORE).toBe(0.45);
    expect(failedRule(at({ score: 0.45 }))).toBeUndefined();
    expect(failedRule(at({ score: 0.4499 }))).toBe('confidence');
    expect(failedRule(at({ score: Number.NaN }))).toBe('confidence');
  });

  it('take a box of exactly 3 % of the photo and refuse less', () => {
    expect(MIN_SUBJECT_AREA).toBe(0.03);
    expect(failedRule(at({ box: { x: 0.4, y: 0.4, width: 0.1, height: 0.3 } }))).toBeUndefined();
    expect(failedRule(at({ box: { x: 0.4, y: 0.4, width: 0.1, height: 0.299 } }))).toBe('size');
  });

  it('take a centre 15 % from an edge and refuse one nearer, on each side', () => {
    expect(CENTRE_MARGIN).toBe(0.15);
    const centredAt = (cx: number, cy: number) =>
      at({ box: { x: cx - 0.1, y: cy - 0.1, width: 0.2, height: 0.2 } });
    expect(failedRule(centredAt(0.15, 0.5))).toBeUndefined();
    expect(failedRule(centredAt(0.85, 0.5))).toBeUndefined();
    expect(failedRule(centredAt(0.5, 0.15))).toBeUndefined();
    expect(failedRule(centredAt(0.5, 0.85))).toBeUndefined();
    expect(failedRule(centredAt(0.14, 0.5))).toBe('centre');
    expect(failedRule(centredAt(0.86, 0.5))).toBe('centre');
    expect(failedRule(centredAt(0.5, 0.14))).toBe('centre');
    expect(failedRule(centredAt(0.5, 0.86))).toBe('centre');
  });

  it('never take a person or an animal, however clear', () => {
    for (const label of ['person', 'dog', 'cat', 'bird', 'horse'] as const) {
      expect(failedRule(at({ label }))).toBe('living thing');
    }
  });

  it('choose the most confident detection that passes', () => {
    const chosen = subjectOf([
      at({ label: 'bowl', score: 0.6 }),
      at({ label: 'person', score: 0.99 }),
      at({ score: 0.7 }),
    ]);
    expect(chosen?.label).toBe('cup');
  });
});
