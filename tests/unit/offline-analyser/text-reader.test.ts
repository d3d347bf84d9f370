import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MAX_ENLARGEMENT,
  readTextLines,
  stopTextReader,
} from '#lambdas/lib/adapters/offline-analyser/text-reader.ts';
import { pngBytes } from '#tests/fixtures/files.ts';
import { UnreadablePhotoError } from '#lambdas/lib/adapters/offline-analyser/photo-pixels.ts';
import { fixturePhotoPath } from '#tests/fixtures/photos/photos.ts';

// docs/design.md#ai: Tesseract (tesseract.js) reads the words in a photo on this machine, with
// the English model shipped in @tesseract.js-data/eng. Two photos only: OCR is the slow part.

afterAll(stopTextReader);

const cover = fixturePhotoPath('book-cover.jpg');
const canCutNetwork = spawnSync('unshare', ['--net', 'true']).status === 0;

describe('the text reader', () => {
  it('reads a book cover’s lines, the title in the largest type', async () => {
    const lines = await readTextLines(readFileSync(cover));
    expect(lines.map((line) => line.text)).toEqual(['TIDES OF', 'THE NORTH', 'Thomas Harlow']);
    const [first, second, author] = lines.map((line) => line.height);
    expect(author).toBeLessThan(first! * 0.8);
    expect(author).toBeLessThan(second! * 0.8);
  }, 60_000);

  it('reads no words in a photo without any (a cat)', async () => {
    expect(await readTextLines(readFileSync(fixturePhotoPath('cat.jpg')))).toEqual([]);
  }, 60_000);

  it('reads nothing in a 1-pixel image, enlarged at most twice', async () => {
    expect(MAX_ENLARGEMENT).toBe(2);
    expect(await readTextLines(pngBytes)).toEqual([]);
  });

  it('refuses bytes that are not an image with the photo-unreadable error', async () => {
    await expect(readTextLines(Buffer.from('%PDF-1.4 not a photo'))).rejects.toThrow(UnreadablePhotoError);
  });

  it.skipIf(!canCutNetwork)(
    'loads its model from node_modules: it reads with no network at all',
    () => {
      const run = spawnSync(
        'unshare',
        ['--net', process.execPath, '--import', 'tsx', 'tests/support/read-text-cli.ts', cover],
        {
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(run.stderr).toBe('');
      expect(JSON.parse(run.stdout)).toEqual(['TIDES OF', 'THE NORTH', 'Thomas Harlow']);
    },
    90_000,
  );
});
