// @ts-nocheck
import { lazy, Suspense, type ReactNode } from 'react';
import { SessionProvider } from '../features/auth/components/session-provider';

// The toast region is not needed for the first paint: it is a chunk requested at start.
const Toaster = lazy(() =>
  import('../components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** App-wide state around the router; tests wrap a memory router in the same providers. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </SessionProvider>
  );
}
