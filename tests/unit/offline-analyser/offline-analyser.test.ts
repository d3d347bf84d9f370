import { readFileSync } from 'node:fs';
import * as tf from '@tensorflow/tfjs-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingAnalyser } from '#lambdas/lib/ports/listing-analyser.ts';
import { loadOfflineAnalyser } from '#lambdas/lib/adapters/offline-analyser/load-offline-analyser.ts';
import { UnreadablePhotoError } from '#lambdas/lib/adapters/offline-analyser/photo-pixels.ts';
import { fixturePhotoPath, fixturePhotos } from '#tests/fixtures/photos/photos.ts';
import { stopTextReader } from '#lambdas/lib/adapters/offline-analyser/text-reader.ts';

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
afterAll(stopTextReader);

describe('the offline analyser on real photographs', () => {
  it('gives two different photos different results', async () => {
    const [mug, bed] = await Promise.all([
      analyser.analyse([photo('coffee-cup.jpg')], options),
      analyser.analyse([photo('bed.jpg')], options),
    ]);
    expect(mug.category).not.toBe(bed.category);
    expect(mug.fields.title).not.toBe(bed.fields.title);
    expect(mug.detailsText).not.toBe(bed.detailsText);
  }, 30_000);

  it('looks at every photo of the item, the cover’s subject first (docs/product.md#photos)', async () => {
    const result = await analyser.analyse([photo('cat.jpg'), photo('bed.jpg')], options);
    expect(result.category).toBe('furniture'); // the cat is no item; the second photo's bed is
    expect(result.detailsText).toMatch(
      /^Offline analysis on this machine \(no OpenAI key is configured\): 2 photos looked at/,
    );
    const cupFirst = await analyser.analyse([photo('coffee-cup.jpg'), photo('bed.jpg')], options);
    expect(cupFirst.category).toBe('kitchenware');
  }, 60_000);

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

  it('refines offline with every photo: keeps the fields, writes the description, says so', async () => {
    const result = await analyser.refine([photo('coffee-cup.jpg'), photo('book-cover.jpg')], {
      userInstruction: 'Write an engaging marketplace description for this second-hand item.',
      oldFields: { title: 'Espresso cup and saucer', condition: 'Good condition', category: 'kitchenware' },
      detailsText: '',
      country: 'GB',
    });
    expect(result.fields.title).toBe('Espresso cup and saucer');
    expect(result.fields.description).toBe(
      `Espresso cup and saucer. Condition: Good condition. Colour: ${result.fields.colour}.`,
    );
    expect(result.detailsText).toMatch(
      /^Offline refine on this machine \(no OpenAI key is configured\): 2 photos looked at again, text read in 1 of 2;/,
    );
    expect(result.detailsText).toContain('Text read in the photos: "TIDES OF / THE NORTH / Thomas Harlow".');
    expect(result.enrichment).toBeNull();
    // What it read, for the app to say (not "the AI looked at all the photos").
    expect(result.reading).toEqual({ reader: 'offline', photosRead: 2 });
  }, 60_000);

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
