import { AuthScreen } from '../../features/auth/components/auth-screen';
import { GuestOnly } from '../../features/auth/components/guest-only';

/** /auth. Loaded lazily: a signed-in user never downloads the sign-in code. */
export function AuthRoute() {
  return (
    <GuestOnly>
      <AuthScreen />
    </GuestOnly>
  );
}
