import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { EbayConnectionView } from '#domain/api-types.ts';
import { queryKeys } from '#web/api/query-keys.ts';
import { callApi } from '#web/lib/api-client.ts';

/**
 * GET /api/ebay/connection: none, connected or needs reconnecting (docs/product.md#ebay-connection).
 * Shared: Account settings show it, and List on eBay asks for it before it calls eBay.
 */
function getEbayConnection(signal?: AbortSignal): Promise<EbayConnectionView> {
  return callApi(apiContract.getEbayConnection, { signal });
}

const getEbayConnectionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.ebayConnection, queryFn: ({ signal }) => getEbayConnection(signal) });

export const useEbayConnection = () => useQuery(getEbayConnectionQueryOptions());
