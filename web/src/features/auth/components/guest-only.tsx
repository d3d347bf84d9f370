import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { useSession } from '../hooks/use-session';
import { returnTargetFrom } from '../utils/return-target';

/**
 * The auth screen's side of the guard: a session that exists or appears sends the user to /,
 * at the place the guard sent them away from, if any.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const { search } = useLocation();
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'signedIn') return <Navigate to={returnTargetFrom(search)} replace />;
  return children;
}
