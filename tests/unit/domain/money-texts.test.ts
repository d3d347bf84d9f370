import { describe, expect, it } from 'vitest';
import { countryWords } from '#domain/country-words.ts';
import { moneyTexts } from '#domain/messages.ts';

// The words of What you keep and of honest pricing (docs/product.md#what-you-keep and
// #honest-pricing), each exactly.

describe('money texts', () => {
  it('says what the seller keeps, or that the fee is not known, with the day read', () => {
    expect(moneyTexts.keepHeading).toBe('What you keep');
    expect(moneyTexts.keepNeedsPrice).toBe('Set a price to see what you keep on each marketplace.');
    expect(moneyTexts.keepAt('£12.00')).toBe('At £12.00:');
    expect(moneyTexts.keeps('eBay', '£12.00')).toBe('eBay: you keep £12.00');
    expect(moneyTexts.noSellerFee).toBe('private sellers pay no selling fee');
    expect(moneyTexts.afterFees('£1.50')).toBe('after £1.50 in fees');
    expect(moneyTexts.feeUnknown('Vinted')).toBe('Vinted: we do not know its fees');
    expect(moneyTexts.asOf('27 Nov 2026')).toBe('Fees as of 27 Nov 2026.');
  });

  it('names the parcel and the postage, or says it does not know them', () => {
    expect(moneyTexts.parcel('small')).toBe('Suggested parcel: small.');
    expect(moneyTexts.noParcel).toBe('No parcel size suggested for this category.');
    expect(moneyTexts.postage('£2.89', '£3.99', 'Evri, Royal Mail', '20 Nov 2026', countryWords.GB)).toBe(
      'Postage £2.89 to £3.99 (Evri, Royal Mail, as of 20 Nov 2026).',
    );
    expect(moneyTexts.postage('£2.89', '£2.89', 'Evri', '20 Nov 2026', countryWords.GB)).toBe(
      'Postage about £2.89 (Evri, as of 20 Nov 2026).',
    );
    expect(moneyTexts.postageUnknown('USPS', countryWords.US)).toBe(
      'Shipping: we do not know it; no price found on the carriers’ own pages (USPS).',
    );
  });

  it('labels asking prices, Quick sale and the nudge', () => {
    expect(moneyTexts.askingNote).toBe(
      'The suggestions are asking prices seen online, not what items sold for.',
    );
    expect(moneyTexts.quickSale('£4.99')).toBe('Quick sale: £4.99');
    expect(moneyTexts.nudge(7, '£8.00')).toBe('Listed 7 days: drop to £8.00?');
    expect(moneyTexts.nudgeApply('£8.00')).toBe('Drop to £8.00');
    expect(moneyTexts.nudgeDone('£8.00')).toBe('Price dropped to £8.00.');
    expect(moneyTexts.nudgeUndo).toBe('Undo');
  });
});
