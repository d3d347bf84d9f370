import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/react-query';

/**
 * The API data cache (TanStack Query) of the signed-in screen. It lives inside the protected
 * route: /auth does not download it, and signing out unmounts it, so one user's data never
 * shows to the next one on the same tab.
 */
export function DataProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
