import { createContext, useContext } from 'react';

/** docs/product.md#states-and-transitions: auth state is loading, signed in or signed out. */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signedIn'; email: string | undefined; userId?: string }
  /** `ended`: the session ended by itself (refresh refused or expired), not by Sign Out. */
  | { status: 'signedOut'; ended?: true };

export interface Session {
  state: SessionState;
  /** Reads the session again, e.g. right after signIn or signOut resolved; resolves to what it read. */
  refresh: () => Promise<SessionState>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
