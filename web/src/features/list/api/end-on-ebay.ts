import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiContract } from '#domain/api-contract.ts';
import { offerToWithdraw } from '#domain/ebay-withdrawal.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '#web/lib/api-client.ts';
import { upsertListing } from '#web/api/listings-cache.ts';

/**
 * POST /api/listings/{id}/ebay/withdraw (docs/product.md#item-life): once the item's change is
 * stored (sold, given away, kept), the eBay listing the product published is ended and its
 * reminder ticked, or kept with why. The seller's change is already stored: if this call does
 * not come back, the item as the change left it (its eBay reminder waiting) is the answer.
 */
export async function endOnEbayIfPublished(item: WebListing): Promise<WebListing> {
  if (!offerToWithdraw(item.life)) return item;
  try {
    return toWebListing(await callApi(apiContract.endEbayListing, { params: { id: item.id } }));
  } catch {
    return item;
  }
}

/**
 * An item opened with its eBay listing still waiting to be ended (the call after the change did
 * not come back: the phone went offline, the app closed): asked again, once per opening. Its
 * reminder shows meanwhile.
 */
export function useEndOnEbayStillDue(item: WebListing): void {
  const queryClient = useQueryClient();
  const due = offerToWithdraw(item.life);
  useEffect(() => {
    if (!due) return;
    let current = true;
    void endOnEbayIfPublished(item).then((after) => {
      if (current && after !== item) upsertListing(queryClient, after);
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per item and offer due: the answer (ended, or why not) makes it due no more
  }, [item.id, due]);
}
