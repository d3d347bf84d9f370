// @ts-nocheck
import { afterEach, describe, expect, it, vi } from 'vitest';

// iPhone photos: decoded by the lazily loaded HEIC decoder when the browser cannot draw them.

const downscalePhoto = vi.fn();
const decodeHeic = vi.fn();
vi.mock('#web/photos/downscale-photo.ts', () => ({ downscalePhoto }));
vi.mock('#web/photos/decode-heic.ts', () => ({ decodeHeic }));

const { preparePhoto } = await import('#web/photos/prepare-photo.ts');
const prepared = { blob: new Blob(['x']), contentType: 'image/webp', width: 2048, height: 1536 };

afterEach(() => vi.resetAllMocks());

describe('preparing a photo for upload', () => {
  it('downscales a photo the browser can draw, without loading the HEIC decoder', async () => {
    downscalePhoto.mockResolvedValue(prepared);
    await expect(preparePhoto(new File(['x'], 'mug.jpg', { type: 'image/jpeg' }))).resolves.toBe(prepared);
    expect(decodeHeic).not.toHaveBeenCalled();
  });

  it('decodes an iPhone HEIC photo the browser cannot draw, then downscales it', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    downscalePhoto.mockRejectedValueOnce(new Error('cannot decode')).mockResolvedValueOnce(prepared);
    decodeHeic.mockResolvedValue(jpeg);
    await expect(preparePhoto(new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' }))).resolves.toBe(
      prepared,
    );
    expect(downscalePhoto).toHaveBeenLastCalledWith(jpeg);
  });

  it('says plainly when a HEIC photo cannot be decoded either', async () => {
    downscalePhoto.mockRejectedValue(new Error('cannot decode'));
    decodeHeic.mockRejectedValue(new Error('bad heic'));
    await expect(preparePhoto(new File(['x'], 'IMG_0002.heic', { type: '' }))).rejects.toThrow(
      'This HEIC photo could not be read.',
    );
  });

  it('says a broken photo could not be read, without trying the HEIC decoder', async () => {
    downscalePhoto.mockRejectedValue(new Error('cannot decode'));
    await expect(preparePhoto(new File(['x'], 'broken.jpg', { type: 'image/jpeg' }))).rejects.toThrow(
      'This photo could not be read.',
    );
    expect(decodeHeic).not.toHaveBeenCalled();
  });
});
