// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptedImageType,
  acceptedImageTypes,
  imageTypeForFilename,
  isKeyOwnedBy,
  isUploadKeyOf,
  MAX_UPLOAD_BYTES,
  uploadKey,
  validateUploadRequest,
  withinPixelLimit,
} from '#domain/upload-rules.ts';

// docs/product.md#validation (image-only upload), docs/product.md#roles-and-permissions (files under a folder named by user id) and docs/product.md#calls
// (path {userId}/{timestamp}-{filename}); docs/design.md#data and docs/design.md#security (sanitised names,
// image types only, size capped).
describe('accepted uploads', () => {
  it('accepts JPEG, PNG, WebP, HEIC, HEIF and GIF images', () => {
    expect(acceptedImageTypes).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/heic',
      'image/heif',
      'image/gif',
    ]);
  });

  it('caps a photo at 15 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(15 * 1024 * 1024);
  });

  it('reads a content type ignoring case and parameters', () => {
    expect(acceptedImageType('Image/JPEG; charset=binary')).toBe('image/jpeg');
    expect(acceptedImageType('image/svg+xml')).toBeUndefined();
  });

  it('knows an image type from the file extension', () => {
    expect(imageTypeForFilename('IMG_0001.HEIC')).toBe('image/heic');
    expect(imageTypeForFilename('notes.txt')).toBeUndefined();
    expect(imageTypeForFilename('noextension')).toBeUndefined();
  });
});

describe('the pixel limit of a stored photo', () => {
  it("accepts up to 50 megapixels, a phone camera's largest common size included", () => {
    expect(withinPixelLimit(8160, 6120)).toBe(true); // 50 MP phone sensor (49.9 MP)
    expect(withinPixelLimit(10_000, 5_000)).toBe(true);
  });

  it('refuses one pixel more, and a 20000x20000 decompression bomb', () => {
    expect(withinPixelLimit(50_000_001, 1)).toBe(false);
    expect(withinPixelLimit(20_000, 20_000)).toBe(false);
  });
});

describe('uploadKey', () => {
  it('stores a file at {userId}/{timestamp}-{filename} with a millisecond timestamp', () => {
    const ms = Date.UTC(2026, 10, 1, 10, 0, 0, 123);
    expect(uploadKey('user-1', ms, 'Coat photo.jpg')).toBe('user-1/1793527200123-Coat-photo.jpg');
  });

  it('refuses a user id that is not one folder name', () => {
    expect(() => uploadKey('a/b', 1, 'x.jpg')).toThrow();
    expect(() => uploadKey('', 1, 'x.jpg')).toThrow();
    expect(() => uploadKey('..', 1, 'x.jpg')).toThrow();
  });

  it('refuses a timestamp that is not whole milliseconds', () => {
    expect(() => uploadKey('u', 1.5, 'x.jpg')).toThrow();
    expect(() => uploadKey('u', -1, 'x.jpg')).toThrow();
  });
});

describe('isUploadKeyOf: only keys of the shape POST /api/uploads gives', () => {
  it('takes every key uploadKey makes for the user, whatever the file name', () => {
    fc.assert(
      fc.property(
        // Any UTF-16 text, lone surrogates and compatibility characters (𝐀, ᴳ) included.
        fc.string({ maxLength: 1024, unit: 'binary' }),
        fc.nat({ max: 2 ** 45 }),
        (name, ms) => isUploadKeyOf(uploadKey('user-1', ms, name), 'user-1'),
      ),
      { numRuns: 3000 },
    );
  });

  it('takes the key of a name the sanitiser does not leave as it is when run again ("𝐀 .ᴳƀ")', () => {
    expect(isUploadKeyOf(uploadKey('user-1', 0, '𝐀 .ᴳƀ'), 'user-1')).toBe(true);
  });

  it('takes a key with a 100-character name', () => {
    expect(isUploadKeyOf(`user-1/1732240000000-${'a'.repeat(96)}.jpg`, 'user-1')).toBe(true);
  });

  it.each([
    ['a name longer than 100 characters', `user-1/1732240000000-${'a'.repeat(97)}.jpg`],
    ['a 1000-character name', `user-1/1732240000000-${'a'.repeat(996)}.jpg`],
    ['no timestamp', 'user-1/photo.jpg'],
    ['a timestamp with a leading zero', 'user-1/01732240000000-photo.jpg'],
    ['a timestamp past the safe integers', 'user-1/99999999999999999-photo.jpg'],
    ['a name the sanitiser would change', 'user-1/1732240000000-my photo.jpg'],
    ['an empty name', 'user-1/1732240000000-'],
    ['a sub-folder', 'user-1/1732240000000-a/b.jpg'],
    ['another user folder', 'user-2/1732240000000-photo.jpg'],
    ['a folder that only starts like the user id', 'user-10/1732240000000-photo.jpg'],
  ])('refuses %s', (_label, key) => {
    expect(isUploadKeyOf(key, 'user-1')).toBe(false);
  });
});

describe('isKeyOwnedBy', () => {
  it('accepts a key under the user folder', () => {
    expect(isKeyOwnedBy('user-1/1700000000000-coat.jpg', 'user-1')).toBe(true);
  });

  it.each([
    ['user-2/1700000000000-coat.jpg', 'another user folder'],
    ['user-10/1-coat.jpg', 'a folder that only starts with the id'],
    ['user-1/../user-2/1-coat.jpg', 'a ".." segment'],
    ['user-1/./1-coat.jpg', 'a "." segment'],
    ['user-1/', 'no file'],
    ['user-1//1-coat.jpg', 'an empty segment'],
    ['user-1/a\\..\\b.jpg', 'a backslash'],
    ['user-1/1-coat\u0000.jpg', 'a NUL'],
    ['user-1', 'the bare id'],
  ])('refuses %j (%s)', (key) => {
    expect(isKeyOwnedBy(key, 'user-1')).toBe(false);
  });

  it('refuses an empty user id', () => {
    expect(isKeyOwnedBy('/1-coat.jpg', '')).toBe(false);
  });

  it('owns every key it builds', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/),
        fc.nat(),
        fc.string({ unit: 'binary' }),
        (userId, ms, filename) => {
          expect(isKeyOwnedBy(uploadKey(userId, ms, filename), userId)).toBe(true);
        },
      ),
    );
  });
});

describe('validateUploadRequest', () => {
  const photo = { filename: 'coat.jpg', contentType: 'image/jpeg', size: 2_000_000 };

  it('accepts an image up to 15 MB and sanitises its name', () => {
    expect(validateUploadRequest({ ...photo, filename: '../coat 1.jpg', size: 15 * 1024 * 1024 })).toEqual({
      ok: true,
      filename: 'coat-1.jpg',
      contentType: 'image/jpeg',
      size: 15 * 1024 * 1024,
    });
  });

  it('takes the type from the extension when the browser sent none', () => {
    const result = validateUploadRequest({ ...photo, filename: 'IMG_1.HEIC', contentType: '' });
    expect(result).toMatchObject({ ok: true, contentType: 'image/heic' });
  });

  it.each(['application/pdf', 'image/svg+xml', 'text/html', ''])('refuses the type %j', (type) => {
    const filename = type === '' ? 'notes.txt' : 'coat.jpg';
    expect(validateUploadRequest({ ...photo, filename, contentType: type })).toEqual({
      ok: false,
      error: {
        code: 'unsupported_media_type',
        message: 'Only images can be uploaded (JPEG, PNG, WebP, HEIC or GIF).',
      },
    });
  });

  it('refuses a photo over 15 MB', () => {
    expect(validateUploadRequest({ ...photo, size: 15 * 1024 * 1024 + 1 })).toEqual({
      ok: false,
      error: { code: 'payload_too_large', message: 'That photo is too large: the limit is 15 MB.' },
    });
  });

  it('refuses an empty file', () => {
    expect(validateUploadRequest({ ...photo, size: 0 })).toEqual({
      ok: false,
      error: { code: 'bad_request', message: 'The file is empty.' },
    });
  });

  it.each([-1, 1.5, Number.NaN])('refuses the size %d', (size) => {
    expect(validateUploadRequest({ ...photo, size })).toEqual({
      ok: false,
      error: { code: 'bad_request', message: 'The file size is missing or invalid.' },
    });
  });
});
