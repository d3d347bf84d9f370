import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverTexts } from '#domain/messages.ts';
import { MAX_UPLOAD_BYTES, uploadErrorMessages } from '#domain/upload-rules.ts';
import type * as Logger from '#lambdas/lib/runtime/logger.ts';
import type * as VerifyPhoto from '#lambdas/listings/verify-photo.ts';
import type * as PhotoStorePort from '#lambdas/lib/ports/photo-store.ts';
import type { PhotoStore } from '#lambdas/lib/ports/photo-store.ts';
import { InMemoryPhotoStore } from '#tests/support/in-memory/in-memory-photo-store.ts';

// The server's guard of an upload (lambdas/listings/verify-photo.ts), called directly: each
// refusal with its status and text, the refused object deleted (and why, in the log), and the
// bytes it reads. The module is loaded inside each test (beforeEach), so Stryker ties its
// module-level constant to these tests (docs/architecture/testing.md#mutation-testing).

let verifyPhoto: typeof VerifyPhoto.verifyPhoto;
let logger: typeof Logger.logger;
let PhotoChangedError: typeof PhotoStorePort.PhotoChangedError;
beforeEach(async () => {
  vi.resetModules();
  ({ verifyPhoto } = await import('#lambdas/listings/verify-photo.ts'));
  ({ logger } = await import('#lambdas/lib/runtime/logger.ts'));
  ({ PhotoChangedError } = await import('#lambdas/lib/ports/photo-store.ts'));
});

const key = 'user-1/1-a.png';

/** A PNG's signature and header chunk: enough for its type and its dimensions. */
function png(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 2, 0, 0, 0], 24);
  return bytes;
}

async function refusal(photos: PhotoStore) {
  try {
    await verifyPhoto(photos, key);
  } catch (error) {
    const { status, code, message } = error as { status: number; code: string; message: string };
    return { status, code, message };
  }
  throw new Error('the photo was accepted');
}

function storeWith(bytes: Uint8Array, options: { contentType?: string; size?: number } = {}) {
  const photos = new InMemoryPhotoStore();
  photos.put(key, bytes, { contentType: 'image/png', ...options });
  return photos;
}

describe('verifying an upload', () => {
  it('accepts an image up to 15 MB, reading its first 256 KiB of the object it checked', async () => {
    const photos = storeWith(png(100, 100), { size: MAX_UPLOAD_BYTES });
    const head = await photos.head(key);
    const readHead = vi.spyOn(photos, 'readHead');
    await expect(verifyPhoto(photos, key)).resolves.toEqual({ etag: head!.etag, size: MAX_UPLOAD_BYTES });
    expect(readHead).toHaveBeenCalledExactlyOnceWith(key, 262_144, head!.etag);
    expect(photos.keys()).toEqual([key]);
  });

  it('refuses a missing object with a 400 and deletes nothing', async () => {
    const photos = new InMemoryPhotoStore();
    const remove = vi.spyOn(photos, 'delete');
    expect(await refusal(photos)).toEqual({
      status: 400,
      code: 'bad_request',
      message: serverTexts.photoMissing,
    });
    expect(remove).not.toHaveBeenCalled();
  });

  it('refuses and deletes an object over 15 MB, saying why in the log', async () => {
    const photos = storeWith(png(100, 100), { size: MAX_UPLOAD_BYTES + 1 });
    const info = vi.spyOn(logger, 'info');
    expect(await refusal(photos)).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: uploadErrorMessages.tooLarge,
    });
    expect(photos.keys()).toEqual([]);
    expect(info).toHaveBeenCalledWith('refused upload deleted', { key, reason: 'too large' });
  });

  it.each([
    ['stored as text/html', { contentType: 'text/html' }],
    ['stored as no type', { contentType: undefined }],
  ])('refuses and deletes an object %s', async (reason, options) => {
    const photos = storeWith(png(100, 100), options);
    const info = vi.spyOn(logger, 'info');
    expect(await refusal(photos)).toEqual({
      status: 415,
      code: 'unsupported_media_type',
      message: serverTexts.notAnImage,
    });
    expect(photos.keys()).toEqual([]);
    expect(info).toHaveBeenCalledWith('refused upload deleted', { key, reason });
  });

  it.each([
    [
      'HTML',
      'detected unknown type',
      new TextEncoder().encode('<!doctype html><html><body>hi</body></html>'),
    ],
    ['nothing', 'detected unknown type', new Uint8Array(0)],
    ['a PDF', 'detected application/pdf', new TextEncoder().encode('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')],
  ])('refuses and deletes an image type whose bytes are %s', async (_what, reason, bytes) => {
    const photos = storeWith(bytes);
    const info = vi.spyOn(logger, 'info');
    const readHead = vi.spyOn(photos, 'readHead');
    expect(await refusal(photos)).toMatchObject({ status: 415, message: serverTexts.notAnImage });
    expect(photos.keys()).toEqual([]);
    expect(info).toHaveBeenCalledWith('refused upload deleted', { key, reason });
    // An empty object has no bytes to read.
    expect(readHead).toHaveBeenCalledTimes(bytes.length > 0 ? 1 : 0);
  });

  it('refuses and deletes an image of more than 50 megapixels, naming its size in the log', async () => {
    const photos = storeWith(png(10_000, 5_001));
    const info = vi.spyOn(logger, 'info');
    expect(await refusal(photos)).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: uploadErrorMessages.tooManyPixels,
    });
    expect(photos.keys()).toEqual([]);
    expect(info).toHaveBeenCalledWith('refused upload deleted', { key, reason: '10000x5001 pixels' });
    await expect(verifyPhoto(storeWith(png(10_000, 5_000)), key)).resolves.toMatchObject({ size: 33 });
  });

  it('answers 409 and deletes an object replaced while it was checked', async () => {
    const photos = storeWith(png(100, 100));
    vi.spyOn(photos, 'readHead').mockRejectedValue(new PhotoChangedError(key));
    const info = vi.spyOn(logger, 'info');
    expect(await refusal(photos)).toEqual({
      status: 409,
      code: 'conflict',
      message: serverTexts.photoChanged,
    });
    expect(photos.keys()).toEqual([]);
    expect(info).toHaveBeenCalledWith('refused upload deleted', {
      key,
      reason: 'replaced while it was checked',
    });
  });

  it('refuses an object gone before its bytes were read, and passes on a failing read', async () => {
    const photos = storeWith(png(100, 100));
    vi.spyOn(photos, 'readHead').mockResolvedValueOnce(undefined);
    expect(await refusal(photos)).toMatchObject({ status: 400, message: serverTexts.photoMissing });
    const outage = new Error('bucket unavailable');
    vi.spyOn(photos, 'readHead').mockRejectedValueOnce(outage);
    await expect(verifyPhoto(photos, key)).rejects.toBe(outage);
    expect(photos.keys()).toEqual([key]);
  });

  it('still refuses when the refused object cannot be deleted, and warns', async () => {
    const photos = storeWith(png(100, 100), { contentType: 'text/html' });
    const failure = new Error('delete failed');
    vi.spyOn(photos, 'delete').mockRejectedValue(failure);
    const warn = vi.spyOn(logger, 'warn');
    expect(await refusal(photos)).toMatchObject({ status: 415, message: serverTexts.notAnImage });
    expect(warn).toHaveBeenCalledWith('refused upload could not be deleted', {
      key,
      reason: 'stored as text/html',
      error: failure,
    });
  });
});
