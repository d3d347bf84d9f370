import { describe, expect, it } from 'vitest';
import { ebayErrorSentence } from '#domain/ebay-errors.ts';

describe('eBay’s refusal as one sentence naming the field to fix', () => {
  it('names the missing item specific from the error’s parameters', () => {
    const errors = [
      {
        errorId: 25029,
        message: 'Brand is required for this category.',
        parameters: [{ name: '0', value: 'Brand' }],
      },
    ];
    expect(ebayErrorSentence(errors)).toBe('eBay needs Brand for this category: fill it in and send again.');
  });

  it('names the missing item specific from the message when no parameter names it', () => {
    expect(ebayErrorSentence([{ errorId: 25029, message: 'Size is required for this category.' }])).toBe(
      'eBay needs Size for this category: fill it in and send again.',
    );
  });

  it('says the return policy is refused', () => {
    expect(ebayErrorSentence([{ errorId: 25009 }])).toBe(
      'eBay refused your return policy: check it on eBay, then send again.',
    );
  });

  it('says a photo may be too small', () => {
    expect(ebayErrorSentence([{ errorId: 25014 }])).toMatch(/photo \(it may be too small\)/);
  });

  it('reads past an error it cannot name to one it can', () => {
    expect(ebayErrorSentence([{ errorId: 25001 }, { errorId: 25003 }])).toBe(
      'eBay refused the price: check it and send again.',
    );
  });

  it('never passes eBay’s own message on', () => {
    expect(ebayErrorSentence([{ errorId: 25001, message: 'System error at node 7' }])).toBe(
      'eBay refused the listing. Nothing was lost: try again in a minute.',
    );
  });
});
