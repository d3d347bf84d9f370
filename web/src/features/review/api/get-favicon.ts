import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAuthSession } from 'aws-amplify/auth';
import { apiContract, apiPath } from '#domain/api-contract.ts';
import { LINK_PREVIEW_CACHE_MS } from '#domain/constants.ts';
import { apiUrl } from '#web/lib/api-client.ts';

/**
 * GET /api/favicon?domain=: the site's icon, the fallback when a preview fails (
 * docs/product.md#screens). Every API route needs the bearer token, which an <img src> cannot send, so the
 * icon is fetched here and shown as a data: URL (small, and cached with the query).
 */
async function getFavicon(domain: string, signal?: AbortSignal): Promise<string> {
  const { tokens } = await fetchAuthSession();
  const token = tokens?.accessToken.toString();
  const response = await fetch(apiUrl(apiPath(apiContract.getFavicon, {}, { domain })), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/')) throw new Error(`No icon for ${domain}`);
  return dataUrl(await response.blob());
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The icon could not be read.'));
    reader.readAsDataURL(blob);
  });
}

const getFaviconQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: ['favicon', domain] as const,
    queryFn: ({ signal }) => getFavicon(domain, signal),
    staleTime: LINK_PREVIEW_CACHE_MS,
    gcTime: LINK_PREVIEW_CACHE_MS,
    retry: false,
  });

export const useFavicon = (domain: string | undefined) =>
  useQuery({ ...getFaviconQueryOptions(domain ?? ''), enabled: Boolean(domain) });
