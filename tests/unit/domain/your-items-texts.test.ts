import { describe, expect, it } from 'vitest';
import { yourItemsTexts } from '#domain/messages.ts';

// The refusal of a query parameter a route does not take names exactly the ones it does
// (docs/product.md#your-items).

describe('the unknown query parameter message', () => {
  it.each([
    [['cursor'], 'Unknown query parameter view: use cursor.'],
    [['stage', 'cursor'], 'Unknown query parameter view: use stage or cursor.'],
    [['view', 'sort', 'q', 'cursor'], 'Unknown query parameter view: use view, sort, q or cursor.'],
    [[], 'Unknown query parameter view: use .'],
  ])('lists %j as "%s"', (accepted, text) => {
    expect(yourItemsTexts.unknownQueryParameter('view', accepted)).toBe(text);
  });
});

// What it made, per currency: what was kept is never said to be 0.00 when no fee is known.
describe('a total sold and kept', () => {
  it('says gross and kept when every fee is known', () => {
    expect(yourItemsTexts.soldTotal('£20.00', '£13.50', 2, 0)).toBe('£20.00 sold, £13.50 kept');
  });

  it('says what was kept is not known when no sale’s fee is, for one sale or several', () => {
    expect(yourItemsTexts.soldTotal('£8.50', '£0.00', 1, 1)).toBe(
      '£8.50 sold, kept not known: we don’t know the fee for this sale',
    );
    expect(yourItemsTexts.soldTotal('£43.50', '£0.00', 2, 2)).toBe(
      '£43.50 sold, kept not known: we don’t know the fee for these 2 sales',
    );
  });

  it('says what was kept from the sales whose fee is known, and how many are left out', () => {
    expect(yourItemsTexts.soldTotal('$43.50', '$13.50', 3, 1)).toBe(
      '$43.50 sold, $13.50 kept from 2 of 3 sales: we don’t know the fee for the other 1',
    );
    expect(yourItemsTexts.soldTotal('$50.00', '$5.00', 4, 3)).toBe(
      '$50.00 sold, $5.00 kept from 1 of 4 sales: we don’t know the fee for the other 3',
    );
  });
});
