import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { useSession } from '../hooks/use-session';
import { signInPathFor } from '../utils/return-target';

/**
 * Protected content: Loading... while checking, /auth with no session or once it ends. The
 * place the visitor was going travels with them, so sign-in lands there.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'signedOut') return <Navigate to={signInPathFor(location)} replace />;
  return children;
}
