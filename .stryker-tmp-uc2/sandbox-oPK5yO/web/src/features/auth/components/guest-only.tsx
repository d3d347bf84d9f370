// @ts-nocheck
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session';
import { returnTargetFrom } from '../utils/return-target';

/**
 * The auth screen's side of the guard: a session that exists or appears sends the user to /,
 * at the place the guard sent them away from, if any. While the session is still being
 * checked the screen shows at once, not Loading...: it is what the page served for /auth
 * already painted, and the app adopts those nodes (docs/architecture/web.md#the-first-paint).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { state } = useSession();
  const { search } = useLocation();
  if (state.status === 'signedIn') return <Navigate to={returnTargetFrom(search)} replace />;
  return children;
}
