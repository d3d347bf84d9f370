// @ts-nocheck
import { AuthScreen } from '#web/features/auth/components/auth-screen.tsx';
import { GuestOnly } from '#web/features/auth/components/guest-only.tsx';
import { useEmailLink } from '#web/features/auth/hooks/use-email-link.ts';

/** /auth. Loaded lazily: a signed-in user never downloads the sign-in code. */
export function AuthRoute() {
  // Read here, inside the router: the static first paint renders AuthScreen without one.
  const emailLink = useEmailLink();
  return (
    <GuestOnly>
      <AuthScreen emailLink={emailLink} />
    </GuestOnly>
  );
}
