// @ts-nocheck
import { useLocation } from 'react-router';
import { authTexts, shellTexts } from '#domain/messages.ts';
import { googleSignInOf } from '#domain/runtime-config.ts';
import { getRuntimeConfig } from '#web/lib/runtime-config.ts';
import { signInWithGoogle } from '../api/sign-in-with-google';
import { useAuthAction } from '../hooks/use-auth-action';
import { returnTargetFrom } from '../utils/return-target';
import { FormError } from './form-error';

/**
 * Continue with Google (sign-in and sign-up modes). It needs Cognito's hosted UI, which only
 * the cloud has (docs/design.md#known-facts-about-the-parts), and a Google client in the
 * deployment's settings: without them the button stays and the home's config says why.
 */
export function GoogleButton() {
  const googleSignIn = googleSignInOf(getRuntimeConfig());
  const available = googleSignIn === 'available';
  const { error, busy, run } = useAuthAction();
  // Like email sign-in, Google's lands where the link pointed (the `next` of /auth).
  const { search } = useLocation();

  return (
    <div className="google-block">
      <button
        className="button button-outline"
        type="button"
        disabled={!available || busy}
        aria-describedby={available ? undefined : 'google-note'}
        onClick={() => void run(() => signInWithGoogle(returnTargetFrom(search)))}
      >
        <GoogleMark />
        {authTexts.continueWithGoogle}
      </button>
      {!available && (
        <p className="field-hint" id="google-note">
          {shellTexts.googleUnavailable[googleSignIn]}
        </p>
      )}
      <FormError message={error} />
    </div>
  );
}

function GoogleMark() {
  return (
    <svg className="google-mark" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3 0 5.8 1.1 7.9 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}
