import { describe, expect, it } from 'vitest';
import { trimEnrichment } from '#domain/trim-enrichment.ts';

// Only messages, their output_text and url_citation annotations are stored (docs/design.md#ai):
// other kinds are dropped even when they carry the same fields.

const citation = { type: 'url_citation', url: 'https://www.ebay.co.uk/itm/1', start_index: 0, end_index: 4 };
const outputText = { type: 'output_text', text: 'Dune £12', annotations: [citation] };
const kept = { output: [{ type: 'message', content: [outputText] }] };

describe('the stored research answer, by kind', () => {
  it('drops an item that is not a message though it holds output text', () => {
    expect(trimEnrichment([{ type: 'reasoning', content: [outputText] }])).toEqual({ output: [] });
    expect(
      trimEnrichment([
        { type: 'reasoning', content: [outputText] },
        { type: 'message', content: [outputText] },
      ]),
    ).toEqual(kept);
  });

  it('drops content that is not output_text though it holds text', () => {
    const reasoningText = { type: 'reasoning_text', text: 'thinking', annotations: [] };
    expect(trimEnrichment([{ type: 'message', content: [reasoningText, outputText] }])).toEqual(kept);
  });

  it('drops an annotation that is not a url_citation though it holds a url', () => {
    const fileCitation = { ...citation, type: 'file_citation' };
    expect(
      trimEnrichment([
        { type: 'message', content: [{ ...outputText, annotations: [fileCitation, citation] }] },
      ]),
    ).toEqual(kept);
  });

  it('takes only plain objects as items, not a function carrying their fields', () => {
    const messageLike = Object.assign(() => undefined, { type: 'message', content: [outputText] });
    expect(trimEnrichment([messageLike])).toEqual({ output: [] });
  });
});
