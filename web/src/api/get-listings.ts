import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingsResponse } from '#domain/api-types.ts';
import type { ListingItem } from '#domain/listing.ts';
import { rowToItem } from '#domain/listing-item.ts';
import { apiFetch } from '../lib/api-client';
import type { QueryConfig } from '../lib/react-query';
import { queryKeys } from './query-keys';

/** GET /api/listings: the caller's items, newest first (SPEC.md point 4). */
export async function getListings(signal?: AbortSignal): Promise<ListingItem[]> {
  const body = await apiFetch<ListingsResponse>('/api/listings', { signal });
  return body.listings.map(rowToItem);
}

export const getListingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.listings, queryFn: ({ signal }) => getListings(signal) });

export const useListings = ({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getListingsQueryOptions> } = {}) =>
  useQuery({ ...getListingsQueryOptions(), ...queryConfig });
