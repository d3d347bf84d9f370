import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { ExportPage } from '#domain/api-types.ts';
import { callApi } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/api/query-keys.ts';

// The views' counts and what the sold items made (docs/product.md#your-items), and the records'
// pages the CSV file is made of (docs/product.md#your-records).

const summaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.summary,
    queryFn: ({ signal }) => callApi(apiContract.listingsSummary, { signal }),
    // Read again each time Your Items shows: an item sold or given away meanwhile counts.
    staleTime: 0,
  });

export const useListingsSummary = () => useQuery(summaryQueryOptions());

export function getExportPage(cursor: string | undefined, signal?: AbortSignal): Promise<ExportPage> {
  return callApi(apiContract.exportListings, { query: { cursor }, signal });
}
