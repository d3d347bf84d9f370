// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { AiFailure } from '#lambdas/lib/ports/ai-failure.ts';
import { readPhoto } from '#lambdas/lib/ports/read-photo.ts';
import { InMemoryPhotoStore } from '#tests/support/in-memory/in-memory-photo-store.ts';
import { decompressionBombPng } from '#tests/support/bad-files.ts';
import { jpegBytes, pdfBytes } from '#tests/fixtures/files.ts';

// The photo the model (or the offline decoder) is given: read by the function itself, an
// image by its bytes, and never more pixels than an upload may have.

const key = 'user-1/1700000000000-photo.png';

function storeWith(bytes: Uint8Array): InMemoryPhotoStore {
  const photos = new InMemoryPhotoStore();
  photos.put(key, bytes);
  return photos;
}

describe('the photo an analysis reads', () => {
  it('is the stored bytes with the type they show', async () => {
    const photo = await readPhoto(storeWith(jpegBytes), key);
    expect(photo.contentType).toBe('image/jpeg');
    expect(photo.bytes).toEqual(jpegBytes);
  });

  it('is refused as unreadable when it is not an image', async () => {
    await expect(readPhoto(storeWith(pdfBytes), key)).rejects.toMatchObject({ code: 'photo_unreadable' });
  });

  it('is refused as unreadable when it has more pixels than an upload may (a bomb a script stored)', async () => {
    const refusal = readPhoto(storeWith(decompressionBombPng()), key);
    await expect(refusal).rejects.toBeInstanceOf(AiFailure);
    await expect(refusal).rejects.toMatchObject({ code: 'photo_unreadable' });
  });
});
