// @ts-nocheck
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { WebListing } from '#domain/listing.ts';
import { toWebListing } from '#domain/listing-item.ts';
import { callApi } from '../lib/api-client';
import type { QueryConfig } from '../lib/react-query';
import { queryKeys } from './query-keys';

/** GET /api/listings/{id}: one item, polled while it is analysed (docs/design.md#analysis). */
export async function getListing(id: string, signal?: AbortSignal): Promise<WebListing> {
  return toWebListing(await callApi(apiContract.getListing, { params: { id }, signal }));
}

export const getListingQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.listing(id), queryFn: ({ signal }) => getListing(id, signal) });

export const useListing = ({
  id,
  queryConfig,
}: {
  id: string;
  queryConfig?: QueryConfig<typeof getListingQueryOptions>;
}) => useQuery({ ...getListingQueryOptions(id), ...queryConfig });
