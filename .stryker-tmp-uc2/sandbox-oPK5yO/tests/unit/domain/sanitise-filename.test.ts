// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseFilename } from '#domain/upload-rules.ts';

// The file name part of an upload key (docs/design.md#data: keys are
// `{userId}/{timestamp}-{sanitised filename}`, built by the server).
describe('sanitiseFilename', () => {
  it('keeps a plain name', () => {
    expect(sanitiseFilename('IMG_1234.jpg')).toBe('IMG_1234.jpg');
  });

  it('strips the path part and ".."', () => {
    expect(sanitiseFilename('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFilename('..\\..\\windows\\photo.png')).toBe('photo.png');
    expect(sanitiseFilename('a..b.jpg')).toBe('a.b.jpg');
    expect(sanitiseFilename('..')).toBe('photo');
  });

  it('strips NUL and control characters', () => {
    expect(sanitiseFilename('coat\u0000.jpg')).toBe('coat.jpg');
    expect(sanitiseFilename('co\u0001a\u001ft\u007f.png')).toBe('coat.png');
    expect(sanitiseFilename('evil.jpg\u0000.exe')).toBe('evil.jpg.exe');
  });

  it('replaces unsafe characters with one dash', () => {
    expect(sanitiseFilename('my  summer (1) & more.jpg')).toBe('my-summer-1-more.jpg');
    expect(sanitiseFilename('café crème.jpeg')).toBe('cafe-creme.jpeg');
  });

  it('replaces emoji', () => {
    expect(sanitiseFilename('sofa 🛋️ 😀.heic')).toBe('sofa.heic');
    expect(sanitiseFilename('😀😀.jpg')).toBe('photo.jpg');
  });

  it('caps a 300-character name to 100 characters keeping the extension', () => {
    const name = sanitiseFilename(`${'a'.repeat(300)}.jpeg`);
    expect(name).toHaveLength(100);
    expect(name).toBe(`${'a'.repeat(95)}.jpeg`);
    expect(sanitiseFilename('b'.repeat(300))).toBe('b'.repeat(100));
  });

  it('is never empty', () => {
    expect(sanitiseFilename('')).toBe('photo');
    expect(sanitiseFilename('///')).toBe('photo');
    expect(sanitiseFilename('\u0000')).toBe('photo');
  });

  it('always gives 1 to 100 safe characters with no "..", whatever the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (name) => {
        const safe = sanitiseFilename(name);
        expect(safe).toMatch(/^[A-Za-z0-9._-]{1,100}$/);
        expect(safe).not.toContain('..');
        expect(safeName(safe)).toBe(true);
      }),
    );
  });

  it('leaves an already safe name as it is', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (name) => {
        const safe = sanitiseFilename(name);
        expect(sanitiseFilename(safe)).toBe(safe);
      }),
    );
  });
});

/** Not a hidden file and not starting with a dash (which tools read as an option). */
const safeName = (name: string) => !name.startsWith('.') && !name.startsWith('-');
