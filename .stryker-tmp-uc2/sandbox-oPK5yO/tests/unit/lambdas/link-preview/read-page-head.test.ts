// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { SafeFetchError } from '#lambdas/lib/adapters/safe-fetch/safe-fetch-error.ts';
import {
  ATTRIBUTE_MAX_CHARS,
  HEAD_ELEMENTS_MAX,
  TEXT_MAX_CHARS,
} from '#lambdas/link-preview/page-head-reader.ts';
import { PAGE_HEAD_MAX_BYTES, readPageHead } from '#lambdas/link-preview/read-page-head.ts';
import { readPageTags } from '#lambdas/link-preview/read-page-tags.ts';

// The page reader reads a head and no more, whatever the markup: it stops at </head> or
// <body>, gives up past PAGE_HEAD_MAX_BYTES, and keeps only bounded pieces of what it read.

/** A page served in chunks, counting the bytes the reader pulled. */
function served(html: string | Buffer, chunkBytes = 16 * 1024) {
  const bytes = typeof html === 'string' ? Buffer.from(html) : html;
  const stream = {
    pulled: 0,
    async *[Symbol.asyncIterator]() {
      for (let at = 0; at < bytes.length; at += chunkBytes) {
        const chunk = bytes.subarray(at, at + chunkBytes);
        stream.pulled += chunk.length;
        yield chunk;
      }
    },
  };
  return stream;
}

const tooLarge = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the page was read'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(SafeFetchError);
      expect((error as SafeFetchError).code).toBe('too_large');
      return error as SafeFetchError;
    },
  );

const head = '<html><head><title>Brass lamp</title><meta property="og:image" content="/lamp.jpg"></head>';
const megabyte = 1024 * 1024;

describe('reading only the head', () => {
  it('stops pulling bytes at </head>, leaving a 1 MB body unread', async () => {
    const page = served(head + '<body>' + '<div>'.repeat(megabyte / 5));
    const read = await readPageHead(page, undefined);
    expect(read.title).toBe('Brass lamp');
    expect(page.pulled).toBe(16 * 1024);
  });

  it('stops at <body> when the page never closes its head', async () => {
    const page = served('<html><head><title>Lamp</title><body>' + 'x'.repeat(megabyte), 1024);
    await readPageHead(page, undefined);
    expect(page.pulled).toBe(1024);
  });

  it('ignores what follows the head in the same chunk', async () => {
    const tags = await readPageTags({}, served(head + '<meta property="og:title" content="Body meta">'));
    expect(tags.titles[0]).toBeUndefined();
  });

  it('reads a page that ends before its head does', async () => {
    const read = await readPageHead(served('<title>Only a title'), undefined);
    expect(read.title).toBe('Only a title');
  });

  it('reads the same head when every byte arrives on its own', async () => {
    const html =
      '<html><head><title>Caf&eacute; &amp; bar – ünïcode</title>' +
      '<META Property="og:image" CONTENT="https://img.example/caf&eacute;.jpg"></head>';
    expect(await readPageHead(served(html, 1), undefined)).toEqual(
      await readPageHead(served(html), undefined),
    );
    expect((await readPageHead(served(html, 1), undefined)).title).toBe('Café & bar – ünïcode');
  });
});

describe('a hostile page', () => {
  it(`gives up on 1 MB of nested <div> in a head that never closes, past ${PAGE_HEAD_MAX_BYTES / 1024} KB`, async () => {
    const page = served('<html><head><title>Deep</title>' + '<div>'.repeat(200_000));
    const error = await tooLarge(readPageHead(page, undefined));
    expect(error.message).toBe('The page is too large to preview: its head runs past the first 512 KB.');
    expect(page.pulled).toBeLessThanOrEqual(PAGE_HEAD_MAX_BYTES + 16 * 1024);
  });

  it('gives up on unclosed tags and a tag that never ends', async () => {
    await tooLarge(readPageHead(served('<html><head>' + '<p><i><b>'.repeat(megabyte / 9)), undefined));
    await tooLarge(readPageHead(served('<html><head><meta content="' + 'a'.repeat(megabyte)), undefined));
    await tooLarge(
      readPageHead(served('<html><head><!--' + '<head></head>'.repeat(megabyte / 13)), undefined),
    );
  });

  it('drops a huge attribute rather than keep it, and reads the rest of the head', async () => {
    const html =
      '<html><head><meta property="og:image" content="' +
      'a'.repeat(300 * 1024) +
      '"><meta property="og:title" content="After the giant"></head>';
    const tags = await readPageTags({}, served(html));
    expect(tags.imageUrls).toEqual([]);
    expect(tags.titles[0]).toBe('After the giant');
  });

  it(`keeps an attribute of ${ATTRIBUTE_MAX_CHARS} characters`, async () => {
    const url = `https://img.example/${'a'.repeat(ATTRIBUTE_MAX_CHARS - 20)}`;
    const tags = await readPageTags({}, served(`<head><meta property="og:image" content="${url}"></head>`));
    expect(tags.imageUrls).toEqual([url]);
  });

  it(`keeps at most ${HEAD_ELEMENTS_MAX} metas and links`, async () => {
    const read = await readPageHead(
      served('<head>' + '<meta name="x" content="y">'.repeat(10_000) + '</head>'),
      undefined,
    );
    expect(read.elements).toHaveLength(HEAD_ELEMENTS_MAX);
  });

  it(`keeps at most ${TEXT_MAX_CHARS} characters of a title`, async () => {
    const read = await readPageHead(served(`<head><title>${'t'.repeat(100_000)}</title></head>`), undefined);
    expect(read.title).toHaveLength(TEXT_MAX_CHARS);
  });

  it('never mistakes </head> inside a script, a comment or the title for the end of the head', async () => {
    const html =
      '<head><script>"</head><body>"</script><!-- </head> --><title>A </head> title</title>' +
      '<meta property="og:image" content="https://img.example/1.jpg"></head>';
    const tags = await readPageTags({}, served(html));
    expect(tags.titles[1]).toBe('A </head> title');
    expect(tags.imageUrls).toEqual(['https://img.example/1.jpg']);
  });
});

describe('what the head declares', () => {
  it('prefers og:image:secure_url to og:image, and twitter:image to twitter:image:src', async () => {
    const html = `<head>
      <meta property="og:image" content="http://img.example/1.jpg">
      <meta property="og:image:secure_url" content="https://img.example/1.jpg">
      <meta name="twitter:image:src" content="https://img.example/t-src.jpg">
      <meta name="twitter:image" content="https://img.example/t.jpg"></head>`;
    expect((await readPageTags({}, served(html))).imageUrls).toEqual([
      'https://img.example/1.jpg',
      'https://img.example/t.jpg',
    ]);
  });

  it('takes the title from og:title, <title>, <meta name=title>, then twitter:title', async () => {
    const html = `<head><meta name="twitter:title" content="Twitter"><meta name="title" content="Meta">
      <title>Title</title><meta property="og:title" content="OG"></head>`;
    expect((await readPageTags({}, served(html))).titles).toEqual(['OG', 'Title', 'Meta', 'Twitter']);
  });

  it('finds the icon link in open-graph-scraper’s order: shortcut icon before icon before apple-touch-icon', async () => {
    const html = `<head><link rel="apple-touch-icon" href="/apple.png"><link rel="icon" href="/icon.png">
      <link rel="shortcut icon" href="/shortcut.ico"></head>`;
    expect((await readPageTags({}, served(html))).icon).toBe('/shortcut.ico');
  });
});
