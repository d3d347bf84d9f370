// @ts-nocheck
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categoryForDetection } from '#lambdas/lib/adapters/offline-analyser/coco-categories.ts';
import { cocoLabels } from '#lambdas/lib/adapters/offline-analyser/coco-labels.ts';
import { fixturePhotoPath, fixturePhotos } from '#tests/fixtures/photos/photos.ts';

// docs/design.md#ai: the fixture photographs cover every category the detector can name, so the real-model
// test (offline-analyser.test.ts) shows each mapping on a real photo, not only in the rule tests.

describe('the fixture photographs', () => {
  it('include a photo for every category the detector can name, and one it cannot', () => {
    const nameable = new Set(cocoLabels.map((label) => categoryForDetection(label, 1)));
    const covered = new Set(fixturePhotos.map((photo) => photo.category));
    expect([...nameable].sort()).toEqual([...covered].sort());
    expect(nameable).toContain('unknown');
  });

  it('are all on disk', () => {
    for (const { file } of fixturePhotos) expect(existsSync(fixturePhotoPath(file)), file).toBe(true);
  });
});
