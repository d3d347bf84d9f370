// @ts-nocheck
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { previewOfPage } from '#lambdas/link-preview/page-preview.ts';

// Pages written like real marketplace listings (tests/fixtures/pages/) give the right
// `{image, altImages, title}` (docs/architecture/backend.md#link-previews; docs/product.md#calls).

/** A page's bytes as the fetcher streams them. */
async function* chunksOf(body: Buffer) {
  yield body;
}

function previewOf(body: Buffer, url: string, charset?: string) {
  return previewOfPage({ url: new URL(url), mediaType: 'text/html', charset }, chunksOf(body));
}

function page(fixture: string, url: string) {
  return previewOf(readFileSync(new URL(`../../../fixtures/pages/${fixture}`, import.meta.url)), url);
}

describe('a preview of a marketplace listing', () => {
  it('takes the first og:image as the picture and the other pictures, once each, as alternatives', async () => {
    const preview = await page('marketplace-listing.html', 'https://www.ebay.co.uk/itm/123456789012');
    expect(preview.image).toBe('https://i.ebayimg.com/images/g/abc/s-l1600.jpg');
    expect(preview.altImages).toEqual([
      'https://i.ebayimg.com/images/g/def/s-l1600.jpg',
      'https://i.ebayimg.com/images/g/ghi/s-l1600.jpg',
    ]);
  });

  it('trims the og:title and collapses its whitespace', async () => {
    const preview = await page('marketplace-listing.html', 'https://www.ebay.co.uk/itm/123456789012');
    expect(preview.title).toBe('Vintage Brass Desk Lamp, working, UK plug');
  });

  it('resolves relative and protocol-relative pictures against the page URL after redirects', async () => {
    const preview = await page('relative-images.html', 'https://www.vinted.example/items/42-levis');
    expect(preview.image).toBe('https://www.vinted.example/photos/501-front.jpg');
    expect(preview.altImages).toEqual([
      'https://www.vinted.example/items/photos/501-back.jpg',
      'https://cdn.vinted.example/photos/501-label.jpg',
      'https://insecure.example/photo.jpg',
    ]);
  });

  it('upgrades an http picture to https, as browsers do, and drops a data: one', async () => {
    const preview = await page('relative-images.html', 'https://www.vinted.example/items/42-levis');
    const all = [preview.image, ...preview.altImages];
    expect(all.every((url) => url?.startsWith('https://'))).toBe(true);
    expect(all).toContain('https://insecure.example/photo.jpg');
    expect(all).toHaveLength(4);
  });

  it('decodes entities in the title', async () => {
    const preview = await page('relative-images.html', 'https://www.vinted.example/items/42-levis');
    expect(preview.title).toBe("Levi's 501 jeans W32 L30 & belt");
  });

  it('falls back to <title> when there is no og:title', async () => {
    const preview = await page('missing-og-title.html', 'https://www.depop.example/products/sideboard');
    expect(preview.title).toBe('Mid-century teak sideboard – Depop');
    expect(preview.image).toBe('https://media.depop.example/b1/sideboard.jpg');
  });

  it('uses the Twitter card when there is no Open Graph at all', async () => {
    const preview = await page('twitter-only.html', 'https://www.gumtree.example/p/lego');
    expect(preview).toEqual({
      image: 'https://images.gumtree.example/lego/1.jpg',
      altImages: [],
      title: 'Lego Technic 42115 Lamborghini – boxed',
    });
  });

  it('answers null picture and null title for a page that declares neither', async () => {
    const preview = await page('no-title-no-image.html', 'https://shop.example/empty');
    expect(preview).toEqual({ image: null, altImages: [], title: null });
  });

  it('caps a long title at 200 characters', async () => {
    const preview = await page('long-title.html', 'https://shop.example/books');
    expect([...preview.title!]).toHaveLength(200);
    expect(preview.title!.startsWith('Huge job lot of vintage paperback books')).toBe(true);
    expect(preview.title!.endsWith('…')).toBe(true);
  });

  it('answers an empty page with nothing rather than an error', async () => {
    const preview = await previewOf(Buffer.alloc(0), 'https://shop.example/');
    expect(preview).toEqual({ image: null, altImages: [], title: null });
  });

  it('reads a page in the charset its Content-Type names', async () => {
    const body = Buffer.from(
      '<html><head><meta property="og:title" content="Caf\xe9 chairs"></head></html>',
      'latin1',
    );
    const preview = await previewOf(body, 'https://shop.example/', 'iso-8859-1');
    expect(preview.title).toBe('Café chairs');
  });

  it('opens no connection while reading the tags (the reader reads links, never follows them)', async () => {
    let requests = 0;
    const server = createServer((_request, response) => {
      requests += 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const html = `<html><head><meta property="og:url" content="${origin}/page"><link rel="canonical" href="${origin}/c">
      <meta property="og:image" content="${origin}/i.jpg"><link rel="icon" href="${origin}/favicon.ico"></head>
      <body><img src="${origin}/img.png"></body></html>`;
    await previewOf(Buffer.from(html), `${origin}/page`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.close();
    expect(requests).toBe(0);
  });
});
