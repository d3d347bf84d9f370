import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { ProfileView } from '#domain/api-types.ts';
import { callApi } from '../lib/api-client';
import type { QueryConfig } from '../lib/react-query';
import { queryKeys } from './query-keys';

/** GET /api/profile: docs/product.md#data's profile, defaults filled in (UK, collection on). */
function getProfile(signal?: AbortSignal): Promise<ProfileView> {
  return callApi(apiContract.getProfile, { signal });
}

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.profile, queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = ({
  queryConfig,
}: { queryConfig?: QueryConfig<typeof getProfileQueryOptions> } = {}) =>
  useQuery({ ...getProfileQueryOptions(), ...queryConfig });
