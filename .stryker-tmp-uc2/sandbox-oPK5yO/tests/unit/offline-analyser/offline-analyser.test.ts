// @ts-nocheck
import { readFileSync } from 'node:fs';
import * as tf from '@tensorflow/tfjs-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListingAnalyser } from '#lambdas/lib/ports/listing-analyser.ts';
import { loadOfflineAnalyser } from '#lambdas/lib/adapters/offline-analyser/load-offline-analyser.ts';
import { UnreadablePhotoError } from '#lambdas/lib/adapters/offline-analyser/photo-pixels.ts';
import { fixturePhotoPath, fixturePhotos } from '#tests/fixtures/photos/photos.ts';

// The real model on real photographs (tests/fixtures/README.md says where each comes from).
// The model loads once for this file, through the same seam the server uses.

const photo = (file: string) => ({ bytes: readFileSync(fixturePhotoPath(file)), contentType: 'image/jpeg' });
const options = { country: 'GB' };

let analyser: ListingAnalyser;

beforeAll(async () => {
  analyser = await loadOfflineAnalyser();
  // The first photo also loads the model: a generous limit for a busy 2-core machine.
  await analyser.analyse([photo(fixturePhotos[0]!.file)], options);
}, 120_000);

describe('the offline analyser on real photographs', () => {
  it.each(fixturePhotos.map((p) => [p.file, p.category, p.shows] as const))(
    'names %s (%s: %s)',
    async (file, category) => {
      expect((await analyser.analyse([photo(file)], options)).category).toBe(category);
    },
    30_000,
  );

  it('gives two different photos different results', async () => {
    const [mug, bed] = await Promise.all([
      analyser.analyse([photo('coffee-cup.jpg')], options),
      analyser.analyse([photo('bed.jpg')], options),
    ]);
    expect(mug.category).not.toBe(bed.category);
    expect(mug.fields.title).not.toBe(bed.fields.title);
    expect(mug.detailsText).not.toBe(bed.detailsText);
  }, 30_000);

  it('looks at the cover only when the item has several photos (docs/product.md#photos)', async () => {
    const [coverOnly, withOthers] = await Promise.all([
      analyser.analyse([photo('coffee-cup.jpg')], options),
      analyser.analyse([photo('coffee-cup.jpg'), photo('bed.jpg')], options),
    ]);
    expect(withOthers).toEqual(coverOnly);
  }, 30_000);

  it('titles the item by what it is and its colour', async () => {
    const { fields } = await analyser.analyse([photo('coffee-cup.jpg')], options);
    expect(fields.colour).toMatch(/^(red|orange|brown)$/);
    expect(fields.title).toBe(`${fields.colour!.charAt(0).toUpperCase()}${fields.colour!.slice(1)} cup`);
  }, 30_000);

  it('says it is an offline analysis, that web research needs an OpenAI key, and has no enrichment', async () => {
    const result = await analyser.analyse([photo('coffee-cup.jpg')], options);
    expect(result.detailsText).toMatch(/^Offline analysis on this machine/);
    expect(result.detailsText).toContain('needs an OpenAI key');
    expect(result.enrichment).toBeNull();
  }, 30_000);

  it('refines offline: keeps the fields, writes the description from them, says so', async () => {
    const result = await analyser.refine([photo('coffee-cup.jpg')], {
      userInstruction: 'Write an engaging marketplace description for this second-hand item.',
      oldFields: { title: 'Espresso cup and saucer', condition: 'Good condition', category: 'kitchenware' },
      detailsText: '',
      country: 'GB',
    });
    expect(result.fields.title).toBe('Espresso cup and saucer');
    expect(result.fields.description).toBe(
      `Espresso cup and saucer. Condition: Good condition. Colour: ${result.fields.colour}.`,
    );
    expect(result.detailsText).toMatch(/^Offline refine on this machine/);
    expect(result.enrichment).toBeNull();
  }, 30_000);

  it('keeps no tensors after a photo, so a long-running server does not grow', async () => {
    const before = tf.memory().numTensors;
    await analyser.analyse([photo('bed.jpg')], options);
    expect(before).toBeGreaterThan(0); // the model's weights
    expect(tf.memory().numTensors).toBe(before);
  }, 30_000);

  it('refuses bytes that are not an image with a clear error', async () => {
    const notAnImage = { bytes: Buffer.from('%PDF-1.4 not a photo'), contentType: 'image/jpeg' };
    await expect(analyser.analyse([notAnImage], options)).rejects.toThrow(UnreadablePhotoError);
    await expect(analyser.analyse([notAnImage], options)).rejects.toThrow(
      'The photo could not be read. Please upload it again.',
    );
    await expect(analyser.analyse([notAnImage], options)).rejects.toMatchObject({
      code: 'photo_unreadable',
      detail: expect.stringMatching(/could not be read as an image/),
    });
  });

  it('refuses a photo cut short with a clear error', async () => {
    const whole = readFileSync(fixturePhotoPath('coffee-cup.jpg'));
    const truncated = { bytes: whole.subarray(0, Math.floor(whole.length / 2)), contentType: 'image/jpeg' };
    await expect(analyser.analyse([truncated], options)).rejects.toMatchObject({
      code: 'photo_unreadable',
      detail: expect.stringMatching(/could not be read as an image/),
    });
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      analyser.analyse([photo('coffee-cup.jpg')], { country: 'GB', signal: controller.signal }),
    ).rejects.toThrow();
  });
});
