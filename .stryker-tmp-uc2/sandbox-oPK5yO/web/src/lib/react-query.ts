// @ts-nocheck
import { QueryClient, type DefaultOptions, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

// TanStack Query's settings for the whole app, and the option types every file in
// web/src/api/ takes (the bulletproof-react pattern: fetcher + queryOptions + hook).

const retryableCodes = new Set(['network_error', 'service_unavailable']);

export const queryDefaults: DefaultOptions = {
  queries: {
    // Refused or missing data will not change on a retry; a dropped network or a busy service may.
    retry: (failures, error) =>
      failures < 2 && (!(error instanceof ApiError) || retryableCodes.has(error.code)),
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  },
  mutations: { retry: false },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/** Extra options a caller may pass to a query hook (everything but key and fetcher). */
export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<
  ReturnType<T>,
  'queryKey' | 'queryFn'
>;

/** Extra options a caller may pass to a mutation hook. */
export type MutationConfig<Fn extends (...args: never[]) => Promise<unknown>> = UseMutationOptions<
  Awaited<ReturnType<Fn>>,
  Error,
  Parameters<Fn>[0]
>;
