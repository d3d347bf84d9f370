import { describe, expect, it } from 'vitest';
import { ebayConditionFor } from '#domain/ebay-condition.ts';
import { ebayErrorSentence } from '#domain/ebay-errors.ts';
import { ebayAspects, ebayOffer, ebayPrice, missingAspects } from '#domain/ebay-listing.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';

// The edges of eBay's condition grades, its refusals and the bodies sent: what 3000 means beside
// each of the other grades, which error names which field, and the fields an aspect is read from.

const allowed = (...ids: string[]) => ids.map((conditionId) => ({ conditionId }));
const picked = (result: ReturnType<typeof ebayConditionFor>) =>
  result.ok ? result.choice.conditionId : 'asks';
const refused = ebayListingTexts.refused;

describe('what eBay’s 3000 means beside the category’s other grades', () => {
  it('alone, it claims no grade: a fair item may take it', () => {
    expect(picked(ebayConditionFor('Fair condition', allowed('3000')))).toBe('3000');
  });

  it('beside a pre-owned grade it is "good": a fair item is asked, a good one takes it', () => {
    expect(picked(ebayConditionFor('Fair condition', allowed('3000', '2990')))).toBe('asks');
    expect(picked(ebayConditionFor('Good condition', allowed('3000', '3010', '4000')))).toBe('3000');
  });

  it.each(['5000', '6000'])('beside %s it is the top grade: a very good item is asked', (id) => {
    expect(picked(ebayConditionFor('Very good condition', allowed('3000', id)))).toBe('asks');
  });

  it.each(['4000', '6000'])('beside %s a good item is never listed as 3000', (id) => {
    expect(picked(ebayConditionFor('Good condition', allowed('3000', id)))).toBe('asks');
  });

  it('offers only the conditions the Inventory API can name', () => {
    const result = ebayConditionFor(undefined, allowed('9999', '1000'));
    expect(result).toEqual({ ok: false, choices: [{ conditionId: '1000', condition: 'NEW', label: 'NEW' }] });
  });
});

describe('eBay’s refusal as one sentence', () => {
  it('names the aspect a 25029 gives in its parameters, skipping those without a value', () => {
    expect(
      ebayErrorSentence([{ errorId: 25029, parameters: [{ name: 'a' }, { name: 'b', value: 'Size' }] }]),
    ).toBe(refused.aspect('Size'));
  });

  it('reads the aspect from the message when no parameter names it', () => {
    expect(
      ebayErrorSentence([
        { errorId: 25029, parameters: [{ name: 'a' }], message: 'Colour is required for this category.' },
      ]),
    ).toBe(refused.aspect('Colour'));
  });

  it('says the general sentence for a 25029 that names nothing', () => {
    expect(ebayErrorSentence([{ errorId: 25029, message: 'Something else.' }])).toBe(refused.other);
  });

  it('reads parameters only for 25029', () => {
    expect(ebayErrorSentence([{ errorId: 25003, parameters: [{ name: 'x', value: 'Brand' }] }])).toBe(
      refused.price,
    );
  });

  it('names the title only for a 25080 about the title', () => {
    expect(ebayErrorSentence([{ errorId: 25080, message: 'The Title is too long.' }])).toBe(refused.title);
    expect(ebayErrorSentence([{ errorId: 25080, message: 'Something else.' }])).toBe(refused.other);
    expect(ebayErrorSentence([{ errorId: 25001, message: 'The title is odd.' }])).toBe(refused.other);
    expect(ebayErrorSentence([{ errorId: 25080 }])).toBe(refused.other);
  });
});

describe('the bodies sent to eBay', () => {
  it('trims the seller’s answer to an aspect', () => {
    expect(
      ebayAspects({}, 'books', [{ name: 'Author', required: true, selectionOnly: false }], {
        Author: '  Tolkien ',
      }),
    ).toEqual({ Author: ['Tolkien'] });
  });

  it('fills an aspect from any field when the item’s category is unknown', () => {
    expect(
      ebayAspects({ brand: 'Sony' }, 'unknown', [{ name: 'Brand', required: true, selectionOnly: false }]),
    ).toEqual({
      Brand: ['Sony'],
    });
  });

  it('asks for a missing aspect eBay lists no values for by its name alone', () => {
    expect(missingAspects([{ name: 'Model', required: true, selectionOnly: false }], {})).toEqual([
      { name: 'Model' },
    ]);
  });

  it('has no price for an item without one, and trims the one it has', () => {
    expect(ebayPrice({})).toBeUndefined();
    expect(ebayPrice({ price: ' 12.5 ' })).toBe('12.50');
  });

  it('carries the seller’s three policies', () => {
    const policies = { fulfillmentPolicyId: 'f', paymentPolicyId: 'p', returnPolicyId: 'r' };
    const offer = ebayOffer({
      sku: 's',
      marketplaceId: 'EBAY_GB',
      categoryId: '1',
      price: '1.00',
      currency: 'GBP',
      description: 'd',
      policies,
      merchantLocationKey: 'home',
    });
    expect(offer.listingPolicies).toEqual(policies);
  });
});
