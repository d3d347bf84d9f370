// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { trimEnrichment } from '#domain/trim-enrichment.ts';

// What is stored of the web-research answer (docs/design.md#data and docs/design.md#ai): only messages, their
// output_text and its url_citation annotations, which is all the Review card reads.

const citation = {
  type: 'url_citation',
  url: 'https://www.ebay.co.uk/itm/1?utm_source=openai',
  start_index: 0,
  end_index: 12,
  title: 'Dune, first edition',
};
const text = (annotations: unknown[] = [citation], extra = {}) => ({
  type: 'output_text',
  text: 'Dune at £12.',
  annotations,
  logprobs: [],
  ...extra,
});
const message = (content: unknown[]) => ({
  type: 'message',
  id: 'msg_1',
  status: 'completed',
  role: 'assistant',
  content,
});

describe('the stored research answer', () => {
  it('keeps a message with its text and url citations, and nothing else of them', () => {
    expect(trimEnrichment([message([text()])])).toEqual({
      output: [
        {
          type: 'message',
          content: [{ type: 'output_text', text: 'Dune at £12.', annotations: [citation] }],
        },
      ],
    });
  });

  it('drops reasoning items and web searches between the calls', () => {
    const output = [
      { type: 'reasoning', id: 'rs_1', summary: [] },
      { type: 'web_search_call', id: 'ws_1', status: 'completed', action: { type: 'search', query: 'dune' } },
      message([text()]),
    ];
    expect(trimEnrichment(output).output).toHaveLength(1);
    expect(JSON.stringify(trimEnrichment(output))).not.toMatch(/reasoning|web_search_call|rs_1|ws_1/);
  });

  it('drops refusals and other content inside a message, and a message left with no text', () => {
    const refusal = { type: 'refusal', refusal: 'I cannot help with that.' };
    expect(trimEnrichment([message([refusal, text()])]).output[0]!.content).toHaveLength(1);
    expect(trimEnrichment([message([refusal])])).toEqual({ output: [] });
  });

  it('drops a text that is not a string', () => {
    expect(trimEnrichment([message([{ type: 'output_text', text: 42, annotations: [] }])])).toEqual({
      output: [],
    });
  });

  it('keeps a text with no annotations list as a text with no citations', () => {
    const [content] = trimEnrichment([message([{ type: 'output_text', text: 'No prices found.' }])])
      .output[0]!.content;
    expect(content).toEqual({ type: 'output_text', text: 'No prices found.', annotations: [] });
  });

  it('keeps only url citations with a URL and whole, non-negative spans', () => {
    const annotations = [
      citation,
      { type: 'file_citation', file_id: 'f_1', index: 0 },
      { ...citation, url: undefined },
      { ...citation, start_index: -1 },
      { ...citation, end_index: 1.5 },
      { ...citation, start_index: '0' },
      { ...citation, end_index: null },
      'not an object',
      null,
      [citation],
    ];
    const kept = trimEnrichment([message([text(annotations)])]).output[0]!.content[0]!.annotations;
    expect(kept).toEqual([citation]);
  });

  it('keeps a citation at the very start of the text (span from 0)', () => {
    const atStart = { ...citation, start_index: 0, end_index: 0 };
    const kept = trimEnrichment([message([text([atStart])])]).output[0]!.content[0]!.annotations;
    expect(kept).toEqual([atStart]);
  });

  it('keeps a citation title only when it has words', () => {
    const untitled = { ...citation, title: '   ' };
    const numbered = { ...citation, title: 7 };
    const kept = trimEnrichment([message([text([untitled, numbered])])]).output[0]!.content[0]!.annotations;
    expect(kept).toEqual([
      { type: 'url_citation', url: citation.url, start_index: 0, end_index: 12 },
      { type: 'url_citation', url: citation.url, start_index: 0, end_index: 12 },
    ]);
  });

  it('answers an empty enrichment for anything that is not a list of output items', () => {
    for (const output of [undefined, null, 'text', 42, { type: 'message' }]) {
      expect(trimEnrichment(output)).toEqual({ output: [] });
    }
    expect(trimEnrichment([null, 'x', [message([text()])], { type: 'message', content: 'x' }])).toEqual({
      output: [],
    });
  });
});
