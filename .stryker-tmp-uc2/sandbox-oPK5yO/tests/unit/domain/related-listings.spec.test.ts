// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { relatedListings, researchText } from '#domain/related-listings.ts';

// docs/product.md#data, "AI response" (annotations of type url_citation have url, start_index and
// end_index), and docs/product.md#screens, "Related Listings": each link with its title and the price written
// beside it. toStrictEqual: a link without a price has no price field at all.

interface Annotation {
  type: 'url_citation';
  url: string;
  title?: string;
  start_index?: unknown;
  end_index?: unknown;
}

function at(text: string, marker: string, url: string): Annotation {
  const start = text.indexOf(marker);
  return { type: 'url_citation', url, start_index: start, end_index: start + marker.length };
}

function research(text: string, annotations: Annotation[]) {
  return { output: [{ type: 'message', content: [{ type: 'output_text', text, annotations }] }] };
}

const JACKET = 'A jacket for £25 [a]';
const URL_A = 'https://a.example/';

describe('Related Listings: the price beside a link', () => {
  it('gives a link the one amount of its sentence when the citation ends the text', () => {
    expect(relatedListings(research(JACKET, [at(JACKET, '[a]', URL_A)]))).toStrictEqual([
      { url: URL_A, price: 25 },
    ]);
  });

  it('gives a link the amount of a citation that spans its sentence from the first character', () => {
    const text = '£25 for a jacket. More text.';
    expect(relatedListings(research(text, [at(text, '£25 for a jacket', URL_A)]))).toStrictEqual([
      { url: URL_A, price: 25 },
    ]);
  });

  it('gives a link the amount before a citation that marks a point in the text', () => {
    const start = JACKET.indexOf('[a]');
    const annotation = { type: 'url_citation' as const, url: URL_A, start_index: start, end_index: start };
    expect(relatedListings(research(JACKET, [annotation]))).toStrictEqual([{ url: URL_A, price: 25 }]);
  });

  it('reads only the amount of the sentence the citation is in', () => {
    const text = 'The old one went for £1. A jacket for £25 [a]';
    expect(relatedListings(research(text, [at(text, '[a]', URL_A)]))).toStrictEqual([
      { url: URL_A, price: 25 },
    ]);
  });

  it('reads only the amount of the line the citation is on', () => {
    const text = 'Boots £10\nA jacket for £25 [a]';
    expect(relatedListings(research(text, [at(text, '[a]', URL_A)]))).toStrictEqual([
      { url: URL_A, price: 25 },
    ]);
  });

  it('gives a link no price when its citation spans a range of amounts', () => {
    const text = 'Jackets sell for £10 to £40 [a]';
    expect(relatedListings(research(text, [at(text, '[a]', URL_A)]))).toStrictEqual([{ url: URL_A }]);
  });

  const marker = JACKET.indexOf('[a]');
  it.each([
    ['a missing start', undefined, JACKET.length],
    ['a missing end', marker, undefined],
    ['a negative start', -5, JACKET.length],
    ['a fractional start', marker - 0.5, JACKET.length],
    ['a start written as text', String(marker), JACKET.length],
    ['an end past the text', marker, JACKET.length + 5],
    ['an end before its start', marker, marker - 1],
  ])('gives a link no price when its citation has %s', (_, start, end) => {
    const annotation = { type: 'url_citation' as const, url: URL_A, start_index: start, end_index: end };
    expect(relatedListings(research(JACKET, [annotation]))).toStrictEqual([{ url: URL_A }]);
  });
});

describe('Related Listings: the links', () => {
  it('lists the links in the order they are cited in the text, whatever the order of the annotations', () => {
    const text = 'A £10 [a]. B £20 [b]. C £30 [c].';
    const annotations = [
      at(text, '[c]', 'https://c.example/'),
      at(text, '[a]', 'https://a.example/'),
      at(text, '[b]', 'https://b.example/'),
    ];
    expect(relatedListings(research(text, annotations))).toStrictEqual([
      { url: 'https://a.example/', price: 10 },
      { url: 'https://b.example/', price: 20 },
      { url: 'https://c.example/', price: 30 },
    ]);
  });

  it('shows a link title without the spaces around it, and no title when it is blank', () => {
    const text = 'A £10 [a]. B £20 [b].';
    const annotations = [
      { ...at(text, '[a]', 'https://a.example/'), title: '  Barbour jacket  ' },
      { ...at(text, '[b]', 'https://b.example/'), title: '   ' },
    ];
    expect(relatedListings(research(text, annotations))).toStrictEqual([
      { url: 'https://a.example/', title: 'Barbour jacket', price: 10 },
      { url: 'https://b.example/', price: 20 },
    ]);
  });

  it('takes no link from a cited url that is not text', () => {
    const annotations = [
      { type: 'url_citation', url: ['https://list.example/'], start_index: 0, end_index: 1 },
    ];
    const enrichment = {
      output: [{ type: 'message', content: [{ type: 'output_text', text: 'x', annotations }] }],
    };
    expect(relatedListings(enrichment)).toStrictEqual([]);
  });

  it('reads links only from message entries, not from the reasoning', () => {
    const output_text = (url: string) => ({
      type: 'output_text',
      text: 'x',
      annotations: [{ type: 'url_citation', url, start_index: 0, end_index: 1 }],
    });
    const enrichment = {
      output: [
        { type: 'reasoning', content: [output_text('https://reasoning.example/')] },
        { type: 'message', content: [output_text('https://message.example/')] },
      ],
    };
    expect(relatedListings(enrichment)).toStrictEqual([{ url: 'https://message.example/' }]);
  });
});

describe('research text', () => {
  it('joins the texts of the messages, leaving out blank ones', () => {
    const message = (text: string) => ({
      type: 'message',
      content: [{ type: 'output_text', text, annotations: [] }],
    });
    expect(
      researchText({ output: [message('First £10'), message(''), message('  \n '), message('Second £20')] }),
    ).toBe('First £10\n\nSecond £20');
  });

  it('leaves out the text of the reasoning', () => {
    const enrichment = {
      output: [
        { type: 'reasoning', content: [{ type: 'output_text', text: 'Thinking £99', annotations: [] }] },
        { type: 'message', content: [{ type: 'output_text', text: 'Jacket £25', annotations: [] }] },
      ],
    };
    expect(researchText(enrichment)).toBe('Jacket £25');
  });
});
