import { describe, expect, it } from 'vitest';
import {
  endedForYou,
  endedOnEbay,
  liveEbayOffer,
  notEndedOnEbay,
  offerToWithdraw,
  withEbayOffer,
} from '#domain/ebay-withdrawal.ts';
import { applyTransition, type ItemLife, type Posting } from '#domain/item-life.ts';

// Which eBay posting the product ends itself once the item is gone, and the life after eBay's
// answer (docs/product.md#item-life).

const at = '2026-12-01T10:00:00.000Z';
const sale = { price_minor: 800, currency: 'GBP', where: 'elsewhere', sold_at: at };
const vinted: Posting = { marketplace: 'vinted', listed_at: at };
const byHand: Posting = { marketplace: 'ebay', listed_at: at, url: 'https://www.ebay.co.uk/itm/1' };
const byProduct: Posting = { ...byHand, ebay_offer_id: '7' };
const sold = (to_take_down: Posting[]): ItemLife => ({ state: 'sold', sale, to_take_down });

describe('offerToWithdraw', () => {
  it('is the offer of an eBay posting the product published, once the item is gone', () => {
    expect(offerToWithdraw(sold([vinted, byProduct]))).toBe('7');
    expect(offerToWithdraw({ state: 'kept', at, to_take_down: [byProduct] })).toBe('7');
    expect(offerToWithdraw({ state: 'given_away', at, to_take_down: [byProduct] })).toBe('7');
  });

  it('is none for an eBay posting the seller recorded by hand, or a live item', () => {
    expect(offerToWithdraw(sold([vinted, byHand]))).toBeUndefined();
    expect(offerToWithdraw({ state: 'listed', postings: [byProduct] })).toBeUndefined();
    expect(offerToWithdraw({ state: 'saved' })).toBeUndefined();
    expect(offerToWithdraw(undefined)).toBeUndefined();
  });

  it('is none once a withdrawal failed: the reminder is the seller’s', () => {
    expect(offerToWithdraw(sold([{ ...byProduct, not_ended: 'Why.' }]))).toBeUndefined();
  });
});

describe('the life after eBay answered', () => {
  it('ended: the eBay reminder is ticked by the product, the others stay', () => {
    const life = endedOnEbay(sold([vinted, byProduct]));
    expect(life).toEqual({ state: 'sold', sale, to_take_down: [vinted], ended_for_you: [byProduct] });
    expect(endedForYou(life)).toEqual([byProduct]);
    expect(offerToWithdraw(life)).toBeUndefined();
  });

  it('not ended: the eBay reminder stays, with why', () => {
    const life = notEndedOnEbay(sold([vinted, byProduct]), 'eBay did not answer.');
    expect(life).toEqual(sold([vinted, { ...byProduct, not_ended: 'eBay did not answer.' }]));
    expect(endedForYou(life)).toEqual([]);
  });

  it('leaves a live or hand-recorded life as it is', () => {
    const listed: ItemLife = { state: 'listed', postings: [byProduct] };
    expect(endedOnEbay(listed)).toBe(listed);
    expect(notEndedOnEbay(listed, 'Why.')).toBe(listed);
    const hand = sold([byHand]);
    expect(endedOnEbay(hand)).toBe(hand);
    expect(notEndedOnEbay(hand, 'Why.')).toEqual(hand);
  });

  it('a relisted item no longer carries why it was not ended', () => {
    const item = { stage: 'saved' as const, life: notEndedOnEbay(sold([vinted, byProduct]), 'Why.') };
    const result = applyTransition(item, { type: 'relist', marketplace: 'vinted' }, new Date(at));
    expect(result).toEqual({
      ok: true,
      life: { state: 'listed', postings: [byProduct, { ...vinted, listed_at: at }], relisted_at: at },
    });
  });
});

describe('withEbayOffer and liveEbayOffer', () => {
  it('puts the offer and the live address on the eBay posting only', () => {
    const listed: ItemLife = { state: 'listed', postings: [vinted, { marketplace: 'ebay', listed_at: at }] };
    const life = withEbayOffer(listed, '7', byHand.url);
    expect(life).toEqual({ state: 'listed', postings: [vinted, byProduct] });
    expect(liveEbayOffer(life)).toBe('7');
  });

  it('finds no live offer on a posting recorded by hand or a gone item', () => {
    expect(liveEbayOffer({ state: 'listed', postings: [byHand] })).toBeUndefined();
    expect(liveEbayOffer(sold([byProduct]))).toBeUndefined();
    expect(withEbayOffer(sold([byHand]), '7')).toEqual(sold([byHand]));
  });
});
