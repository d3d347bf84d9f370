import { useEffect } from 'react';
import { AuthScreen } from '#web/features/auth/components/auth-screen.tsx';
import { GuestOnly } from '#web/features/auth/components/guest-only.tsx';
import { useEmailLink } from '#web/features/auth/hooks/use-email-link.ts';

/** /auth. Loaded lazily: a signed-in user never downloads the sign-in code. */
export function AuthRoute() {
  // Read here, inside the router: the static first paint renders AuthScreen without one.
  const emailLink = useEmailLink();
  // The password calls are left out of the first download (features/auth/api/password-calls.ts);
  // fetched once the screen has painted, they are there before a visitor has typed.
  useEffect(() => void import('#web/features/auth/api/password-calls.ts'), []);
  return (
    <GuestOnly>
      <AuthScreen emailLink={emailLink} />
    </GuestOnly>
  );
}
