// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  imageTypeForFilename,
  isKeyOwnedBy,
  sanitiseFilename,
  uploadKey,
  validateUploadRequest,
} from '#domain/upload-rules.ts';

// docs/product.md#validation (image-only upload, at most 15 MB), docs/product.md#roles-and-permissions and docs/product.md#calls (files at
// {userId}/{timestamp}-{filename}); docs/design.md#data and docs/design.md#security: the edges of the upload rules.

const unsupported = {
  ok: false,
  error: {
    code: 'unsupported_media_type',
    message: 'Only images can be uploaded (JPEG, PNG, WebP, HEIC or GIF).',
  },
};

describe('the type of an upload', () => {
  it.each([
    ['IMAGE/PNG', 'image/png'],
    [' image/webp ; charset=binary', 'image/webp'],
    ['image/gif;q=1', 'image/gif'],
  ])('reads the content type %j as %j', (contentType, type) => {
    expect(validateUploadRequest({ filename: 'x', contentType, size: 10 })).toMatchObject({
      ok: true,
      contentType: type,
    });
  });

  it.each([
    ['IMG_0001.HEIC ', 'image/heic'],
    ['holiday.photo.jpeg', 'image/jpeg'],
    ['scan.Png', 'image/png'],
  ])('takes the type of %j from its extension when the browser sent none', (filename, type) => {
    expect(imageTypeForFilename(filename)).toBe(type);
  });

  it.each(['photo.heic.txt', 'heic', 'photo-jpg', 'x.constructor', 'x.toString', 'x.__proto__'])(
    'takes no image type from the name %j',
    (filename) => {
      expect(imageTypeForFilename(filename)).toBeUndefined();
      expect(validateUploadRequest({ filename, contentType: '', size: 10 })).toEqual(unsupported);
    },
  );
});

describe('the size of an upload', () => {
  it('accepts a photo of 1 byte', () => {
    expect(validateUploadRequest({ filename: 'x.jpg', contentType: 'image/jpeg', size: 1 })).toMatchObject({
      ok: true,
      size: 1,
    });
  });
});

describe('the stored file name', () => {
  it('drops the dots, dashes and underscores a name starts or ends with', () => {
    expect(sanitiseFilename('.__IMG_0001___.jpg')).toBe('IMG_0001.jpg');
  });

  it('turns a dash between spaces into one dash', () => {
    expect(sanitiseFilename('coat - front.jpg')).toBe('coat-front.jpg');
  });

  it('gives a name with no extension when its last dot is followed by words', () => {
    expect(sanitiseFilename('my.photo of the sea')).toBe('my.photo-of-the-sea');
  });

  it('keeps a name that starts with its only dot as a name, not an extension', () => {
    expect(sanitiseFilename('.profile')).toBe('profile');
  });

  it('keeps the last part of a path mixing both kinds of slash', () => {
    expect(sanitiseFilename('C:\\Users\\me/Pictures\\coat.jpg')).toBe('coat.jpg');
    expect(sanitiseFilename('photos/2026\\coat.jpg')).toBe('coat.jpg');
  });
});

describe('the storage key', () => {
  it('refuses the user id "." with the reason', () => {
    expect(() => uploadKey('.', 1, 'x.jpg')).toThrow('A user id must be one folder name');
  });

  it('refuses a timestamp before the epoch with the reason', () => {
    expect(() => uploadKey('u', -1, 'x.jpg')).toThrow(
      'The upload timestamp must be whole milliseconds since the epoch',
    );
  });

  it('accepts the timestamp 0, the epoch itself', () => {
    expect(uploadKey('u', 0, 'x.jpg')).toBe('u/0-x.jpg');
  });

  it('gives the user "." no keys', () => {
    expect(isKeyOwnedBy('./1-x.jpg', '.')).toBe(false);
  });
});
