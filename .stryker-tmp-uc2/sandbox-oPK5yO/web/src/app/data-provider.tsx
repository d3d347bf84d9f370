// @ts-nocheck
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { keepListingsOnDevice, refreshListings, restoreListings } from '../api/listings-cache';
import { afterNextPaint } from '../lib/after-paint';
import { createQueryClient } from '../lib/react-query';

/**
 * The API data cache (TanStack Query) of the signed-in screen. It lives inside the protected
 * route: /auth does not download it, and signing out unmounts it, so one user's data never
 * shows to the next one on the same tab. It opens with the user's first listings pages from
 * their last visit, when the device has them, and keeps them for the next
 * (docs/architecture/web.md#a-repeat-visit-paints-from-the-device).
 */
export function DataProvider({
  children,
  client,
  userId,
}: {
  children: ReactNode;
  client?: QueryClient;
  userId?: string;
}) {
  const [{ queryClient, restored }] = useState(() => {
    const created = client ?? createQueryClient();
    return { queryClient: created, restored: userId !== undefined && restoreListings(created, userId) };
  });
  useEffect(
    () => (userId === undefined ? undefined : keepListingsOnDevice(queryClient, userId)),
    [queryClient, userId],
  );
  // The lists from the device are drawn first; the network's answer replaces them right after.
  useEffect(
    () => (restored ? afterNextPaint(() => void refreshListings(queryClient)) : undefined),
    [queryClient, restored],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
