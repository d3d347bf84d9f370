import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth/components/session-provider';

/** App-wide state around the router; tests wrap a memory router in the same providers. */
export function AppProvider({ children }: { children: ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
