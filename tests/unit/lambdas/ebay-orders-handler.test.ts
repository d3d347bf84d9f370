import { afterEach, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/ebay-orders/handler.ts';
import { EbayRefusedError } from '#lambdas/lib/ports/ebay-listings.ts';
import { watchOperationalMetrics } from '#lambdas/lib/runtime/count-operational-metric.ts';
import { replaceServices, resetServices } from '#lambdas/lib/runtime/services.ts';
import { InMemoryListingsRepository } from '#tests/support/in-memory/in-memory-listings-repository.ts';
import { storedListing } from '#tests/support/listing-builder.ts';

// The ebay-orders function as its schedule runs it (docs/architecture/backend.md#sold-on-ebay):
// the counts it answers, and the metrics the alarms read, on every run.

afterEach(() => resetServices());

const connected = (userId: string) => ({
  userId,
  status: 'connected' as const,
  connectedAt: '2026-12-01T08:00:00.000Z',
});

describe('the ebay-orders function', () => {
  it('answers the run’s counts and emits the failed sellers and sales recorded, zero included', async () => {
    const listings = new InMemoryListingsRepository();
    const id = '01JHANDLERJACKET0000000001';
    await listings.createOnce(
      storedListing(id, {
        user_id: 'user-a',
        image_key: 'user-a/jacket.jpg',
        stage: 'saved',
        currency: 'GBP',
        user_fields: { title: 'Jacket', price: '25' },
        life: { state: 'listed', postings: [{ marketplace: 'ebay', listed_at: '2026-12-02T09:00:00.000Z' }] },
      }),
    );
    replaceServices({
      listings,
      ebaySellers: {
        all: async () => [connected('user-a'), connected('user-b')],
        moveOrdersCursor: async () => {},
      },
      ebayOrdersFor: (userId) => ({
        modifiedSince: async () => {
          if (userId === 'user-b') throw new EbayRefusedError(503, []);
          const at = new Date(Date.now() - 60_000).toISOString();
          return [
            {
              orderId: '27-1',
              creationDate: at,
              lastModifiedDate: at,
              paymentStatus: 'PAID',
              lines: [{ sku: id, quantity: 1, cost: { value: '25.00', currency: 'GBP' } }],
            },
          ];
        },
      }),
    });
    const heard: Array<[string, number]> = [];
    const stop = watchOperationalMetrics((metric, count) => heard.push([metric, count]));
    try {
      expect(await handler()).toEqual({
        sellersPolled: 2,
        sellersFailed: 1,
        sellersNeedingReconnect: 0,
        salesRecorded: 1,
      });
    } finally {
      stop();
    }
    expect(heard).toEqual([
      ['EbayOrderPollFailures', 1],
      ['EbaySalesRecorded', 1],
    ]);
  });

  it('emits zeros when there is no seller to poll', async () => {
    replaceServices({
      listings: new InMemoryListingsRepository(),
      ebaySellers: { all: async () => [], moveOrdersCursor: async () => {} },
      ebayOrdersFor: () => ({ modifiedSince: async () => [] }),
    });
    const heard: Array<[string, number]> = [];
    const stop = watchOperationalMetrics((metric, count) => heard.push([metric, count]));
    await handler().finally(stop);
    expect(heard).toEqual([
      ['EbayOrderPollFailures', 0],
      ['EbaySalesRecorded', 0],
    ]);
  });
});
