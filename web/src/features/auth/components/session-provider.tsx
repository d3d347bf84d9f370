import { fetchAuthSession } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { dropListingsSnapshots } from '#web/api/listings-snapshot.ts';
import { SessionContext, type Session, type SessionState } from '../hooks/use-session';
import { SESSION_REFRESH_CHECK_INTERVAL_MS } from '#domain/constants.ts';
import { keepSessionFresh } from '../utils/session-refresh';

async function readSession(): Promise<SessionState> {
  try {
    const { tokens } = await fetchAuthSession();
    if (!tokens) return { status: 'signedOut' };
    const email = tokens.idToken?.payload.email;
    const userId = tokens.accessToken.payload.sub;
    return {
      status: 'signedIn',
      email: typeof email === 'string' ? email : undefined,
      ...(typeof userId === 'string' ? { userId } : {}),
    };
  } catch {
    return { status: 'signedOut' };
  }
}

/** Holds the session state for the whole app and follows Amplify's auth events. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  // Only the newest check may set the state, so a slow read cannot undo a later sign-out.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const check = ++latest.current;
    const next = await readSession();
    // A transition: the screens that read the session may still be hydrating (the /auth page's
    // prerendered screen, docs/architecture/web.md#the-first-paint), and React finishes that
    // before it applies a non-urgent update, where an urgent one makes it draw them anew.
    if (check === latest.current) startTransition(() => setState(next));
    return next;
  }, []);

  // A session that ends by itself is told apart from a sign-out: /auth says so
  // (docs/product.md#errors-and-the-way-out).
  const end = useCallback((ended: boolean) => {
    latest.current++;
    setState(ended ? { status: 'signedOut', ended: true } : { status: 'signedOut' });
  }, []);

  useEffect(() => {
    void refresh();
    return Hub.listen('auth', ({ payload }) => {
      switch (payload.event) {
        case 'signedIn':
        case 'signInWithRedirect':
          void refresh();
          break;
        case 'signedOut':
          end(false);
          break;
        case 'tokenRefresh_failure':
          end(true);
          break;
        default:
          break;
      }
    });
  }, [refresh, end]);

  const signedIn = state.status === 'signedIn';
  // The listings kept for a repeat visit are the signed-in user's alone: whatever ends the
  // session (Sign Out, the account deleted, a session that ended) leaves none on the device
  // (docs/architecture/web.md#a-repeat-visit-paints-from-the-device).
  const signedOut = state.status === 'signedOut';
  useEffect(() => {
    if (signedOut) dropListingsSnapshots();
  }, [signedOut]);
  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => {
      void keepSessionFresh().then((alive) => {
        if (!alive) end(true);
      });
    }, SESSION_REFRESH_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [signedIn, end]);

  const session = useMemo<Session>(() => ({ state, refresh }), [state, refresh]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
