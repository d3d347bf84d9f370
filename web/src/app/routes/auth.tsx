import { AuthScreen } from '#web/features/auth/components/auth-screen.tsx';
import { GuestOnly } from '#web/features/auth/components/guest-only.tsx';

/** /auth. Loaded lazily: a signed-in user never downloads the sign-in code. */
export function AuthRoute() {
  return (
    <GuestOnly>
      <AuthScreen />
    </GuestOnly>
  );
}
