// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { normalisePreviewUrl, parsePreviewUrl } from '#domain/preview-url.ts';

const normal = (raw: string) => normalisePreviewUrl(new URL(raw));

describe('the preview cache key', () => {
  it('drops utm_* parameters, whatever their case, and keeps the others in order', () => {
    expect(normal('https://shop.example/item?id=7&utm_source=openai&UTM_Medium=x&colour=red')).toBe(
      'https://shop.example/item?id=7&colour=red',
    );
  });

  it('leaves no bare "?" when only utm_* parameters were there', () => {
    expect(normal('https://shop.example/item?utm_source=openai')).toBe('https://shop.example/item');
  });

  it('treats a bare "?" (an empty query) as no query', () => {
    expect(normal('https://shop.example/item?')).toBe('https://shop.example/item');
    expect(normal('https://shop.example/item?#photos')).toBe('https://shop.example/item');
  });

  it('drops the fragment and the default port, and lower-cases the host', () => {
    expect(normal('https://Shop.Example:443/Item#photos')).toBe('https://shop.example/Item');
  });

  it('gives two spellings of one page one key', () => {
    expect(normal('https://shop.example/a?utm_source=x')).toBe(normal('https://SHOP.example/a#top'));
  });

  it('refuses what is not an absolute URL', () => {
    expect(parsePreviewUrl('shop.example/item')).toBeUndefined();
    expect(parsePreviewUrl(' https://shop.example/item ')?.href).toBe('https://shop.example/item');
  });

  it('takes a link pasted with no-break spaces or a line separator around it', () => {
    expect(parsePreviewUrl('\u00a0https://shop.example/item\u2028')?.href).toBe('https://shop.example/item');
  });
});
