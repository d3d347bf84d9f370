// @ts-nocheck
import { describe, expect, it } from 'vitest';
import type { AiEnrichment, UrlCitation } from '#domain/listing.ts';
import { relatedListings, researchText, siteDomain } from '#domain/related-listings.ts';

// docs/product.md#data, "AI response", and point 2, "Related Listings".

function cite(text: string, marker: string, url: string, title?: string): UrlCitation {
  const start = text.indexOf(marker);
  return {
    type: 'url_citation',
    url,
    start_index: start,
    end_index: start + marker.length,
    ...(title ? { title } : {}),
  };
}

function enrichment(text: string, annotations: UrlCitation[]): AiEnrichment {
  return { output: [{ type: 'message', content: [{ type: 'output_text', text, annotations }] }] };
}

describe('relatedListings', () => {
  it('collects the url_citation URLs of output_text entries of message entries', () => {
    const text = 'Jacket £25 [a]. Boots £40 [b].';
    const result = relatedListings(
      enrichment(text, [
        cite(text, '[a]', 'https://www.ebay.co.uk/itm/1', 'Barbour jacket'),
        cite(text, '[b]', 'https://www.vinted.co.uk/items/2'),
      ]),
    );
    expect(result).toEqual([
      { url: 'https://www.ebay.co.uk/itm/1', title: 'Barbour jacket', price: 25 },
      { url: 'https://www.vinted.co.uk/items/2', price: 40 },
    ]);
  });

  it('shows up to 5 distinct URLs', () => {
    const text = '[1][2][3][1][4][5][6][7]';
    const urls = ['1', '2', '3', '1', '4', '5', '6', '7'];
    const annotations = urls.map((n, i) => ({
      type: 'url_citation' as const,
      url: `https://shop.example/${n}`,
      start_index: i * 3,
      end_index: i * 3 + 3,
    }));
    expect(relatedListings(enrichment(text, annotations)).map((l) => l.url)).toEqual([
      'https://shop.example/1',
      'https://shop.example/2',
      'https://shop.example/3',
      'https://shop.example/4',
      'https://shop.example/5',
    ]);
  });

  it('gives a link no price when its sentence holds a range of amounts', () => {
    const text = 'Prices range from £10 to £40 [a].';
    const [listing] = relatedListings(enrichment(text, [cite(text, '[a]', 'https://a.example/')]));
    expect(listing).toEqual({ url: 'https://a.example/' });
  });

  it('does not give a link the amount of the citation before it', () => {
    const text = 'A £10 [a] and B [b].';
    const result = relatedListings(
      enrichment(text, [cite(text, '[a]', 'https://a.example/'), cite(text, '[b]', 'https://b.example/')]),
    );
    expect(result).toEqual([{ url: 'https://a.example/', price: 10 }, { url: 'https://b.example/' }]);
  });

  it('reads citations of every message and skips other entry and annotation types', () => {
    const result = relatedListings({
      output: [
        { type: 'web_search_call', action: { url: 'https://skip.example/' } },
        { type: 'reasoning', content: [{ type: 'output_text', annotations: [] }] },
        {
          type: 'message',
          content: [
            {
              type: 'refusal',
              annotations: [{ type: 'url_citation', url: 'https://no.example/' }],
            },
            {
              type: 'output_text',
              text: 'x',
              annotations: [
                { type: 'file_citation', url: 'https://no.example/file' },
                { type: 'url_citation', url: 'https://yes.example/' },
              ],
            },
          ],
        },
      ],
    });
    expect(result).toEqual([{ url: 'https://yes.example/' }]);
  });

  it('drops URLs that are not http or https', () => {
    const result = relatedListings({
      output: [
        {
          type: 'message',
          content: [
            {
              type: 'output_text',
              text: '',
              annotations: [
                { type: 'url_citation', url: 'javascript:alert(1)' },
                { type: 'url_citation', url: 'not a url' },
                { type: 'url_citation', url: 'http://ok.example/p' },
              ],
            },
          ],
        },
      ],
    });
    expect(result).toEqual([{ url: 'http://ok.example/p' }]);
  });

  it.each([
    null,
    undefined,
    'text',
    42,
    [],
    {},
    { output: null },
    { output: 'x' },
    { output: [null, 1, { type: 'message' }, { type: 'message', content: [null, 'x'] }] },
    { output: [{ type: 'message', content: [{ type: 'output_text', annotations: 'x' }] }] },
    { output: [{ type: 'message', content: [{ type: 'output_text', annotations: [null, {}] }] }] },
  ])('tolerates malformed enrichment %j with no links', (input) => {
    expect(relatedListings(input)).toEqual([]);
    expect(researchText(input)).toBe('');
  });
});

describe('researchText', () => {
  it('joins the text of every output_text entry', () => {
    const value = {
      output: [
        { type: 'message', content: [{ type: 'output_text', text: 'First £10', annotations: [] }] },
        {
          type: 'message',
          content: [{ type: 'output_text', text: 'Second £20', annotations: [] }],
        },
      ],
    };
    expect(researchText(value)).toBe('First £10\n\nSecond £20');
  });
});

describe('siteDomain', () => {
  it('gives the host name used for the site-icon fallback', () => {
    expect(siteDomain('https://www.ebay.co.uk/itm/1?x=2')).toBe('www.ebay.co.uk');
    expect(siteDomain('ftp://example.com/')).toBeUndefined();
    expect(siteDomain('nonsense')).toBeUndefined();
  });
});

describe('relatedListings and tracking parameters', () => {
  it('counts URLs as distinct after dropping utm_* parameters', () => {
    const text = '[a][b][c]';
    const urls = [
      'https://www.ebay.co.uk/itm/1?utm_source=openai',
      'https://www.ebay.co.uk/itm/1?utm_source=chatgpt.com&utm_medium=referral',
      'https://www.ebay.co.uk/itm/1',
    ];
    const annotations = urls.map((url, i) => ({
      type: 'url_citation' as const,
      url,
      start_index: i * 3,
      end_index: i * 3 + 3,
    }));
    expect(relatedListings(enrichment(text, annotations)).map((l) => l.url)).toEqual([
      'https://www.ebay.co.uk/itm/1',
    ]);
  });

  it('keeps the other query parameters of a cited URL', () => {
    const text = '[a]';
    const [listing] = relatedListings(
      enrichment(text, [cite(text, '[a]', 'https://shop.example/item?id=7&utm_source=openai')]),
    );
    expect(listing?.url).toBe('https://shop.example/item?id=7');
  });
});
