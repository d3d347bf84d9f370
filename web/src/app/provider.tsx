import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { TooltipProvider } from '../components/ui/tooltip';
import { SessionProvider } from '../features/auth/components/session-provider';
import { useSession } from '../features/auth/hooks/use-session';
import { createQueryClient } from '../lib/react-query';

/** One user's cached data never shows to the next one on the same tab. */
function ForgetDataOnSignOut() {
  const { state } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (state.status === 'signedOut') queryClient.clear();
  }, [state.status, queryClient]);
  return null;
}

/** App-wide state around the router; tests wrap a memory router in the same providers. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ForgetDataOnSignOut />
        <TooltipProvider>{children}</TooltipProvider>
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
