import { describe, expect, it } from 'vitest';
import { fromDynamoItem } from '#lambdas/lib/adapters/dynamo-listing-items.ts';

// A listing item's country and currency (docs/product.md#country-and-currency): kept when they
// are ones of the five, left out (read as GB and GBP by the app) when absent or not.

const item = (extra: Record<string, unknown>) => ({
  userId: 'user-1',
  id: 'listing#01JD3Z8Q4N5W6X7Y8Z9A0B1C2D',
  image_key: 'user-1/1-a.jpg',
  created_at: '2026-11-27T00:00:00.000Z',
  ...extra,
});

describe('fromDynamoItem country and currency', () => {
  it('keeps a known country and currency', () => {
    expect(fromDynamoItem(item({ country: 'US', currency: 'USD' }))).toMatchObject({
      country: 'US',
      currency: 'USD',
    });
  });

  it('leaves out a missing, unknown or malformed one', () => {
    for (const extra of [{}, { country: 'ZZ', currency: 'JPY' }, { country: 1, currency: null }]) {
      const listing = fromDynamoItem(item(extra));
      expect('country' in listing).toBe(false);
      expect('currency' in listing).toBe(false);
    }
  });
});
