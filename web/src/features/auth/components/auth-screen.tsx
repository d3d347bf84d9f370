import './auth-screen.css';
import { useEffect, useEffectEvent, useState } from 'react';
import type { EmailLink } from '#domain/auth-email-link.ts';
import {
  authTexts,
  emailLinkTexts,
  messages,
  pageTexts,
  recoveryTexts,
  shellTexts,
} from '#domain/messages.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { notify } from '#web/lib/notify.ts';
import { confirmAndSignIn } from '../api/sign-up';
import { useConfirmFromLink, type ConfirmFromLinkOutcome } from '../hooks/use-confirm-from-link';
import { useSession } from '../hooks/use-session';
import type { AuthMode } from '../types';
import { authErrorMessage } from '../utils/auth-error-message';
import { offerSignUpHandoff } from '../utils/sign-up-handoff';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { GoogleButton } from './google-button';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** A link's confirmation away from the page that signed up: why the password is still needed. */
const confirmedElsewhere = `${shellTexts.confirmed} ${emailLinkTexts.passwordNeeded}`;

interface Props {
  initialMode?: AuthMode;
  /** The confirmation or reset email's link that opened /auth (docs/product.md#auth-screen-auth). */
  emailLink?: EmailLink;
}

/**
 * The /auth screen (docs/product.md#screens): Sign In, Create Account and Reset Password, the four
 * mode-switch links, and Continue with Google in the first two modes. Opened by an email's
 * link, it confirms the sign-up, or opens the new-password step with the code filled in.
 */
export function AuthScreen({ initialMode = 'signIn', emailLink }: Props) {
  const { state, refresh } = useSession();
  const sessionEnded = state.status === 'signedOut' && state.ended === true;
  const [mode, setMode] = useState<AuthMode>(emailLink?.action === 'reset' ? 'reset' : initialMode);
  /** An account that signed up but has not entered its emailed code yet. */
  const [unconfirmed, setUnconfirmed] = useState<string>();
  /** Why the code form opened on its own: a confirmation link's code, refused. */
  const [linkRefusal, setLinkRefusal] = useState<{ message: string; code?: string }>();
  const [email, setEmail] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const confirmingLink = useConfirmFromLink(emailLink, (outcome: ConfirmFromLinkOutcome) => {
    const address = emailLink?.email ?? '';
    setEmail(address);
    if (outcome.status === 'signedIn') signedIn();
    else if (outcome.status === 'confirmed') setNotice(confirmedElsewhere);
    else if (outcome.refusal === 'alreadyConfirmed') setNotice(emailLinkTexts.alreadyConfirmed);
    else {
      // Wrong or replaced: the code form, to type the newest code or ask for a new one.
      setUnconfirmed(address);
      setLinkRefusal(
        outcome.refusal === 'invalidCode'
          ? { message: emailLinkTexts.confirmLinkInvalid }
          : { message: authErrorMessage(outcome.error), code: emailLink?.code },
      );
    }
  });

  function switchTo(next: AuthMode) {
    setNotice(undefined);
    setMode(next);
  }

  function signedIn() {
    notify(messages.signedIn);
    void refresh();
  }

  // While this page waits for the code, a confirmation link opened in another tab of this
  // browser hands it the code, and this page confirms and signs in (sign-up-handoff.ts).
  const [signedUpHere, setSignedUpHere] = useState<string>();
  const onHandedCode = useEffectEvent(async (address: string, code: string) => {
    const signedInHere = await confirmAndSignIn(address, code);
    if (signedInHere) signedIn();
    else {
      setUnconfirmed(undefined);
      setNotice(shellTexts.confirmed);
    }
    return signedInHere ? ('signedIn' as const) : ('confirmed' as const);
  });
  useEffect(
    () =>
      signedUpHere === undefined
        ? undefined
        : offerSignUpHandoff(signedUpHere, (code) => onHandedCode(signedUpHere, code)),
    [signedUpHere],
  );

  function signedUp(address: string) {
    setSignedUpHere(address);
    // docs/product.md#states-and-transitions: after a successful sign-up the mode returns to signIn.
    notify(messages.checkInbox);
    setLinkRefusal(undefined);
    setUnconfirmed(address);
    setEmail(address);
    switchTo('signIn');
  }

  return (
    <main className="auth-page">
      <section className="card auth-card" aria-labelledby="auth-title">
        <AppLogo className="auth-logo" size={56} />
        <h1 id="auth-title" className="app-name">
          {shellTexts.appName}
        </h1>
        <p className="tagline">{pageTexts.tagline}</p>
        <h2 className="auth-mode-title">
          {unconfirmed || confirmingLink ? shellTexts.confirmTitle : authTexts.modes[mode]}
        </h2>
        {sessionEnded && !notice && !confirmingLink && (
          <p className="form-notice" role="status">
            {recoveryTexts.sessionEnded}
          </p>
        )}
        {confirmingLink && (
          <p className="form-notice" role="status">
            {emailLinkTexts.confirming}
          </p>
        )}
        {notice && (
          <p className="form-notice" role="status">
            {notice}
          </p>
        )}

        {mode === 'signIn' &&
          !confirmingLink &&
          (unconfirmed ? (
            <ConfirmSignUpForm
              email={unconfirmed}
              initialError={linkRefusal?.message}
              defaultCode={linkRefusal?.code}
              onConfirmed={(signedInHere) => {
                setUnconfirmed(undefined);
                setLinkRefusal(undefined);
                if (signedInHere) signedIn();
                else setNotice(shellTexts.confirmed);
              }}
            />
          ) : (
            <SignInForm
              key={email}
              defaultEmail={email}
              onSignedIn={signedIn}
              onNeedsConfirmation={(address) => {
                setEmail(address);
                setUnconfirmed(address);
              }}
            />
          ))}
        {mode === 'signUp' && <SignUpForm onSignedUp={signedUp} />}
        {mode === 'reset' && (
          <ResetPasswordForm
            fromLink={emailLink?.action === 'reset' ? emailLink : undefined}
            onPasswordChanged={(address) => {
              setEmail(address);
              switchTo('signIn');
              setNotice(shellTexts.passwordChanged);
            }}
          />
        )}

        {mode !== 'reset' && !unconfirmed && !confirmingLink && (
          <>
            <p className="divider" aria-hidden="true">
              <span>{shellTexts.or}</span>
            </p>
            <GoogleButton />
          </>
        )}

        <nav className="auth-links" aria-label={authTexts.modes[mode]}>
          {mode === 'signIn' && (
            <>
              <LinkButton onClick={() => switchTo('reset')}>{authTexts.links.forgotPassword}</LinkButton>
              <LinkButton
                onClick={() => {
                  setUnconfirmed(undefined);
                  setLinkRefusal(undefined);
                  switchTo('signUp');
                }}
              >
                {authTexts.links.createAccount}
              </LinkButton>
            </>
          )}
          {mode === 'signUp' && (
            <LinkButton onClick={() => switchTo('signIn')}>{authTexts.links.haveAccount}</LinkButton>
          )}
          {mode === 'reset' && (
            <LinkButton onClick={() => switchTo('signIn')}>{authTexts.links.backToSignIn}</LinkButton>
          )}
        </nav>
      </section>
    </main>
  );
}

function LinkButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button className="link-button" type="button" onClick={onClick}>
      <UnbrokenEnding text={children} />
    </button>
  );
}

/**
 * The text with its last two words kept on one line: at 390 px `Already have an account? Sign
 * In` would otherwise break inside `Sign In`. The text itself (and so the accessible name)
 * stays word for word.
 */
export function UnbrokenEnding({ text }: { text: string }) {
  const words = text.split(' ');
  if (words.length <= 2) return text;
  return (
    <>
      {`${words.slice(0, -2).join(' ')} `}
      <span className="nowrap">{words.slice(-2).join(' ')}</span>
    </>
  );
}
