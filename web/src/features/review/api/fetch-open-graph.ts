import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import { LINK_PREVIEW_CACHE_MS } from '#domain/constants.ts';
import type { LinkPreview } from '#domain/link-preview.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { QueryConfig } from '#web/lib/react-query.ts';

/** POST /api/fetch-open-graph {url}: the server fetches the page safely (docs/design.md#ai and docs/design.md#security). */
async function fetchOpenGraph(url: string, signal?: AbortSignal): Promise<LinkPreview> {
  // Read defensively all the same: a preview is the one answer built from another site's page.
  const body: Partial<LinkPreview> | undefined = await callApi(apiContract.fetchOpenGraph, {
    body: { url },
    signal,
  });
  return {
    image: typeof body?.image === 'string' && body.image ? body.image : null,
    altImages: Array.isArray(body?.altImages)
      ? body.altImages.filter((image): image is string => typeof image === 'string' && image !== '')
      : [],
    title: typeof body?.title === 'string' && body.title ? body.title : null,
  };
}

/** Previews are cached for 1 hour in the client (docs/product.md#constants-and-limits); a failure is not retried. */
export const fetchOpenGraphQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['link-preview', url] as const,
    queryFn: ({ signal }) => fetchOpenGraph(url, signal),
    staleTime: LINK_PREVIEW_CACHE_MS,
    gcTime: LINK_PREVIEW_CACHE_MS,
    retry: false,
  });

export const useLinkPreview = ({
  url,
  queryConfig,
}: {
  url: string;
  queryConfig?: QueryConfig<typeof fetchOpenGraphQueryOptions>;
}) => useQuery({ ...fetchOpenGraphQueryOptions(url), ...queryConfig });
