import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { useSession } from '../hooks/use-session';

/** The auth screen's side of the guard: a session that exists or appears sends the user to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'signedIn') return <Navigate to="/" replace />;
  return children;
}
