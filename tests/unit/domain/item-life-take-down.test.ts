import { describe, expect, it } from 'vitest';
import { type ItemLife, takeDownCount, toTakeDown } from '#domain/item-life.ts';
import { joinNames, lifeTexts } from '#domain/texts/life.ts';
import { serverTexts } from '#domain/texts/server.ts';

// The take-down reminder (docs/product.md#item-life): what a gone item still has live, the
// List tab's count of them, and the sentence that names them.

const vinted = { marketplace: 'vinted', listed_at: '2026-11-20T10:00:00.000Z' };
const depop = { marketplace: 'depop', listed_at: '2026-11-21T10:00:00.000Z' };
const sale = { price_minor: 1000, currency: 'GBP', where: 'facebook', sold_at: '2026-11-22T10:00:00.000Z' };
const at = '2026-11-22T10:00:00.000Z';

describe('toTakeDown', () => {
  it('gives a gone item its postings still live, and a saved or listed item none', () => {
    expect(toTakeDown({ state: 'sold', sale, to_take_down: [vinted, depop] })).toEqual([vinted, depop]);
    expect(toTakeDown({ state: 'given_away', at, to_take_down: [depop] })).toEqual([depop]);
    expect(toTakeDown({ state: 'kept', at, to_take_down: [vinted] })).toEqual([vinted]);
    // A listed item's postings are for sale, not to take down.
    expect(toTakeDown({ state: 'listed', postings: [vinted] })).toEqual([]);
    expect(toTakeDown({ state: 'saved' })).toEqual([]);
    expect(toTakeDown(undefined)).toEqual([]);
  });
});

describe('takeDownCount', () => {
  it('adds up the take-downs of every item, 0 for none', () => {
    const lives: { life?: ItemLife }[] = [
      { life: { state: 'sold', sale, to_take_down: [vinted, depop] } },
      { life: { state: 'listed', postings: [vinted] } },
      { life: { state: 'kept', at, to_take_down: [depop] } },
      {},
    ];
    expect(takeDownCount(lives)).toBe(3);
    expect(takeDownCount([])).toBe(0);
    expect(takeDownCount([{ life: { state: 'sold', sale, to_take_down: [] } }])).toBe(0);
  });
});

describe('the reminder texts', () => {
  it('joins one, two and three names as a sentence', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Vinted'])).toBe('Vinted');
    expect(joinNames(['Vinted', 'Facebook Marketplace'])).toBe('Vinted and Facebook Marketplace');
    expect(joinNames(['Vinted', 'Depop', 'eBay'])).toBe('Vinted, Depop and eBay');
  });

  it('names the marketplaces to take it down from, and counts what is left', () => {
    expect(lifeTexts.takeDownFrom(['Vinted', 'Facebook Marketplace'])).toBe(
      'Now take it down from Vinted and Facebook Marketplace',
    );
    expect(lifeTexts.listedOn(['Vinted'])).toBe('Listed on Vinted.');
    expect(lifeTexts.takeDownBadge(2)).toBe('2 to take down');
    expect(lifeTexts.soldFor('£22.50', lifeTexts.onMarketplace('Vinted'))).toBe('Sold for £22.50 on Vinted.');
    expect(lifeTexts.soldFor('£5.00', lifeTexts.elsewhereWhere)).toBe('Sold for £5.00 elsewhere.');
    expect(lifeTexts.viewListing('Depop')).toBe('View on Depop');
    expect(lifeTexts.salePrice('EUR')).toBe('Sold for (EUR)');
    expect(lifeTexts.openLive('eBay')).toBe('Open the eBay listing');
    expect(lifeTexts.tickOff('eBay')).toBe('Taken down from eBay');
    expect(lifeTexts.markedListed('Vinted')).toEqual({
      title: 'Marked listed',
      description: 'Listed on Vinted.',
    });
    expect(lifeTexts.tickedOff('Depop')).toEqual({ title: 'Taken down', description: 'Ticked off Depop.' });
    expect(lifeTexts.changeFailed('No.')).toEqual({
      title: 'Not saved',
      description: 'No.',
      variant: 'destructive',
    });
  });
});

describe("the server's life texts", () => {
  it("names the item's currency a sale must be in", () => {
    expect(serverTexts.life.otherCurrency('USD')).toBe("The price must be in the item's currency, USD.");
  });
});
