// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, buildLinkPreview, previewTitle } from '#domain/link-preview.ts';

// docs/product.md#calls: the link preview's response holds image, altImages (a list) and title,
// built from what the page declares about itself (docs/design.md#ai).

const PAGE = new URL('https://shop.example/items/42?ref=1');

describe('link preview image URLs', () => {
  it('resolves a relative image URL against the page URL', () => {
    expect(absoluteImageUrl('/img/coat.jpg', PAGE)).toBe('https://shop.example/img/coat.jpg');
    expect(absoluteImageUrl('coat.jpg', PAGE)).toBe('https://shop.example/items/coat.jpg');
  });

  it('keeps an absolute https image URL, trimmed', () => {
    expect(absoluteImageUrl('  https://cdn.example/a.png ', PAGE)).toBe('https://cdn.example/a.png');
  });

  it('upgrades an http image URL to https and keeps it, as browsers do', () => {
    expect(absoluteImageUrl('http://cdn.example/a.png?w=1', PAGE)).toBe('https://cdn.example/a.png?w=1');
  });

  it('upgrades a relative image URL of an http page to https', () => {
    expect(absoluteImageUrl('/a.png', new URL('http://shop.example/items/1'))).toBe(
      'https://shop.example/a.png',
    );
  });

  it.each([
    ['an ftp URL', 'ftp://cdn.example/a.png'],
    ['a data URL', 'data:image/png;base64,AAAA'],
    ['a javascript URL', 'javascript:alert(1)'],
    ['a URL the parser refuses', 'https://exa mple.com:99999/a.png'],
    ['a blank value', '   '],
    ['no value', undefined],
  ])('drops %s', (_, raw) => {
    expect(absoluteImageUrl(raw, PAGE)).toBeUndefined();
  });
});

describe('link preview title', () => {
  it('takes the first non-blank title, trimmed, with its whitespace collapsed', () => {
    expect(previewTitle([undefined, '  ', '  Barbour \n\t wax   jacket ', 'Other'])).toBe(
      'Barbour wax jacket',
    );
  });

  it('is null when the page declares no title', () => {
    expect(previewTitle([])).toBeNull();
    expect(previewTitle([undefined, ' \n '])).toBeNull();
  });

  it('keeps a title of exactly 200 characters whole', () => {
    const title = 'a'.repeat(200);
    expect(previewTitle([title])).toBe(title);
  });

  it('cuts a longer title to 200 characters ending in an ellipsis', () => {
    const title = previewTitle([`${'a'.repeat(198)} ${'b'.repeat(50)}`]);
    expect(title).toBe(`${'a'.repeat(198)}…`);
    expect([...(title ?? '')]).toHaveLength(199);
    expect(previewTitle(['c'.repeat(300)])).toBe(`${'c'.repeat(199)}…`);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const title = previewTitle(['😀'.repeat(250)]);
    expect(title).toBe(`${'😀'.repeat(199)}…`);
  });
});

describe('link preview', () => {
  it('shows the first usable image and offers the others, without repeats', () => {
    const preview = buildLinkPreview(
      {
        imageUrls: [
          undefined,
          'ftp://cdn.example/x.png',
          '/a.jpg',
          'https://shop.example/a.jpg',
          '/b.jpg',
          '/a.jpg',
        ],
        titles: ['Coat'],
      },
      PAGE,
    );
    expect(preview).toEqual({
      image: 'https://shop.example/a.jpg',
      altImages: ['https://shop.example/b.jpg'],
      title: 'Coat',
    });
  });

  it('keeps an http picture upgraded, and counts it once beside its https twin', () => {
    const preview = buildLinkPreview(
      {
        imageUrls: ['http://cdn.example/a.png', 'https://cdn.example/a.png', 'http://cdn.example/b.png'],
        titles: [],
      },
      PAGE,
    );
    expect(preview.image).toBe('https://cdn.example/a.png');
    expect(preview.altImages).toEqual(['https://cdn.example/b.png']);
  });

  it('offers at most 8 other images', () => {
    const imageUrls = Array.from({ length: 12 }, (_, i) => `/${i}.jpg`);
    const preview = buildLinkPreview({ imageUrls, titles: [] }, PAGE);
    expect(preview.image).toBe('https://shop.example/0.jpg');
    expect(preview.altImages).toEqual(
      Array.from({ length: 8 }, (_, i) => `https://shop.example/${i + 1}.jpg`),
    );
  });

  it('has a null image, no other images and a null title for a page that declares nothing', () => {
    expect(buildLinkPreview({ imageUrls: [], titles: [] }, PAGE)).toEqual({
      image: null,
      altImages: [],
      title: null,
    });
  });
});
