// @ts-nocheck
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { takeOAuthReturnTarget } from '#web/lib/oauth-return.ts';
import { useSession } from '../hooks/use-session';
import { checkedReturnTarget, signInPathFor } from '../utils/return-target';

/**
 * Protected content: Loading... while checking, /auth with no session or once it ends. The
 * place the visitor was going travels with them, so sign-in lands there; Google's sign-in
 * returns to `/` and the place comes back beside it (lib/oauth-return.ts).
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = state.status === 'signedIn';
  useEffect(() => {
    if (!signedIn) return;
    const carried = takeOAuthReturnTarget();
    if (carried !== undefined) void navigate(checkedReturnTarget(carried), { replace: true });
  }, [signedIn, navigate]);
  if (state.status === 'loading') return <LoadingScreen />;
  if (state.status === 'signedOut') return <Navigate to={signInPathFor(location)} replace />;
  return children;
}
