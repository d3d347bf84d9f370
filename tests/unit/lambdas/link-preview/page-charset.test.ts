import { describe, expect, it } from 'vitest';
import { declaredCharset, readPageHead } from '#lambdas/link-preview/read-page-head.ts';
import { readPageTags } from '#lambdas/link-preview/read-page-tags.ts';

// A page is decoded in the charset its own head declares, as open-graph-scraper takes it
// (docs/architecture/backend.md#reading-a-pages-head), else in its Content-Type's, else UTF-8.

async function* served(bytes: Buffer) {
  yield bytes;
}

describe("the page's own charset", () => {
  const latin1Page = (meta: string) =>
    Buffer.from(
      `<html><head>${meta}<meta property="og:title" content="Caf\xe9 chairs"></head></html>`,
      'latin1',
    );

  it('decodes the head in the charset its <meta charset> names, without a Content-Type charset', async () => {
    const read = await readPageHead(served(latin1Page('<meta charset="iso-8859-1">')), undefined);
    expect(read.elements[1]!.attributes.get('content')).toBe('Café chairs');
    const tags = await readPageTags({}, served(latin1Page('<meta charset="windows-1252">')));
    expect(tags.titles[0]).toBe('Café chairs');
  });

  it("takes the head's charset over the Content-Type's, as open-graph-scraper does", async () => {
    const tags = await readPageTags({ charset: 'utf-8' }, served(latin1Page('<meta charset="iso-8859-1">')));
    expect(tags.titles[0]).toBe('Café chairs');
  });

  it("keeps the Content-Type's charset when the head declares none, or one no decoder knows", async () => {
    const tags = await readPageTags({ charset: 'iso-8859-1' }, served(latin1Page('')));
    expect(tags.titles[0]).toBe('Café chairs');
    const unknown = await readPageTags(
      { charset: 'iso-8859-1' },
      served(latin1Page('<meta charset="klingon">')),
    );
    expect(unknown.titles[0]).toBe('Café chairs');
  });

  it('finds the charset as the scraper does: <meta charset>, else name=charset, else http-equiv', () => {
    const meta = (attributes: Record<string, string>) => ({
      name: 'meta' as const,
      attributes: new Map(Object.entries(attributes)),
    });
    const httpEquiv = meta({ 'http-equiv': 'Content-Type', content: 'text/html; charset=Shift_JIS' });
    const named = meta({ name: 'charset', content: 'koi8-r' });
    const charset = meta({ charset: 'windows-1252' });
    expect(declaredCharset({ elements: [httpEquiv, named, charset] })).toBe('windows-1252');
    expect(declaredCharset({ elements: [httpEquiv, named] })).toBe('koi8-r');
    expect(declaredCharset({ elements: [httpEquiv] })).toBe('Shift_JIS');
    expect(declaredCharset({ elements: [meta({ name: 'title', content: 'x' })] })).toBeUndefined();
  });

  it('reads a UTF-16 declaration in an ASCII head as UTF-8, as browsers do', async () => {
    const page = Buffer.from('<head><meta charset="utf-16"><meta property="og:title" content="Café"></head>');
    expect((await readPageTags({}, served(page))).titles[0]).toBe('Café');
  });
});
