import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_MAX_CHARS,
  PageHeadReader,
  TEXT_MAX_CHARS,
  type HeadElement,
} from '#lambdas/link-preview/page-head-reader.ts';

// The head reader itself (lambdas/link-preview/page-head-reader.ts), written to chunk by chunk:
// exactly what it keeps of elements, attributes and the title, at its bounds, and where it stops.

function read(...chunks: string[]) {
  const reader = new PageHeadReader();
  const ended = chunks.map((chunk) => reader.write(chunk));
  return { head: reader.head(), ended };
}

const attributesOf = (element: HeadElement | undefined) => Object.fromEntries(element?.attributes ?? []);

describe('the head reader', () => {
  it('keeps metas and links with lower-cased names and decoded values, in order', () => {
    const { head } = read(
      '<HEAD><META Property="og:title" CONTENT="Tom &amp; Jerry &#x263A;"><link rel=icon href="/i.png"/>',
      '<script>var a = "<meta name=x>";</script><p>not kept</p></head>',
    );
    expect(head).toEqual({
      elements: [
        {
          name: 'meta',
          attributes: new Map([
            ['property', 'og:title'],
            ['content', 'Tom & Jerry ☺'],
          ]),
        },
        {
          name: 'link',
          attributes: new Map([
            ['rel', 'icon'],
            ['href', '/i.png'],
          ]),
        },
      ],
    });
  });

  it('keeps the first of a repeated attribute, and 32 attributes of an element', () => {
    const many = Array.from({ length: 33 }, (_, n) => `a${n}="${n}"`).join(' ');
    const { head } = read(`<meta content="first" content="second"><meta ${many}>`);
    expect(attributesOf(head.elements[0])).toEqual({ content: 'first' });
    const kept = attributesOf(head.elements[1]);
    expect(Object.keys(kept)).toHaveLength(32);
    expect(kept.a31).toBe('31');
    expect(kept.a32).toBeUndefined();
  });

  it(`keeps a value of ${ATTRIBUTE_MAX_CHARS} characters and drops one longer, even split across chunks`, () => {
    const exact = 'x'.repeat(ATTRIBUTE_MAX_CHARS);
    const { head } = read(
      `<meta a="${exact.slice(0, 100)}`,
      `${exact.slice(100)}" b="${exact}y" c="&amp;${exact.slice(1)}" d="&amp;${exact}" e="ok">`,
    );
    expect(attributesOf(head.elements[0])).toEqual({ a: exact, c: `&${exact.slice(1)}`, e: 'ok' });
  });

  it('takes the first title, entities decoded, split across chunks, and its text only', () => {
    const { head } = read('<title>Lamp &amp; sh', 'ade</TITLE><title>Second</title>');
    expect(head).toEqual({ elements: [], title: 'Lamp & shade' });
    expect(read('<head><title></title>').head).toEqual({ elements: [], title: '' });
    expect(read('<head><meta name=a>').head).toEqual({
      elements: [{ name: 'meta', attributes: new Map([['name', 'a']]) }],
    });
  });

  it(`keeps ${TEXT_MAX_CHARS} characters of a title, counting entities, and a title the page never closes`, () => {
    const long = read(`<title>${'t'.repeat(TEXT_MAX_CHARS - 1)}&amp;&amp;tail</title>`).head.title;
    expect(long).toBe(`${'t'.repeat(TEXT_MAX_CHARS - 1)}&`);
    expect(read('<title>Half a ti', 'tle').head.title).toBe('Half a title');
  });

  it('ends at </head> or <body>, reading nothing after, and says so for every later write', () => {
    expect(read('<head>', '<meta name=a></head><meta name=b>', '<meta name=c>')).toEqual({
      head: { elements: [{ name: 'meta', attributes: new Map([['name', 'a']]) }] },
      ended: [false, true, true],
    });
    const atBody = read('<title>T</title><BODY><meta name=b>');
    expect(atBody).toEqual({ head: { elements: [], title: 'T' }, ended: [true] });
    expect(read('<head>', '', '<meta name=a>').ended).toEqual([false, false, false]);
  });
});
