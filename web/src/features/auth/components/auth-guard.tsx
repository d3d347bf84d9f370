import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { useSession } from '../hooks/use-session';

/** Protected content: Loading... while checking, /auth with no session or once it ends. */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { state } = useSession();
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'signedOut') return <Navigate to="/auth" replace />;
  return children;
}
