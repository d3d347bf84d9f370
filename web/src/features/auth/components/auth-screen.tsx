import { useState } from 'react';
import { authTexts, messages, pageTexts, recoveryTexts } from '#domain/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { texts } from '#web/lib/texts.ts';
import { useSession } from '../hooks/use-session';
import type { AuthMode } from '../types';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { GoogleButton } from './google-button';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/**
 * The /auth screen (docs/product.md#screens): Sign In, Create Account and Reset Password, the four
 * mode-switch links, and Continue with Google in the first two modes.
 */
export function AuthScreen({ initialMode = 'signIn' }: { initialMode?: AuthMode }) {
  const { state, refresh } = useSession();
  const sessionEnded = state.status === 'signedOut' && state.ended === true;
  const [mode, setMode] = useState<AuthMode>(initialMode);
  /** An account that signed up but has not entered its emailed code yet. */
  const [unconfirmed, setUnconfirmed] = useState<string>();
  const [email, setEmail] = useState<string>();
  const [notice, setNotice] = useState<string>();

  function switchTo(next: AuthMode) {
    setNotice(undefined);
    setMode(next);
  }

  function signedIn() {
    notify(messages.signedIn);
    void refresh();
  }

  function signedUp(address: string) {
    // docs/product.md#states-and-transitions: after a successful sign-up the mode returns to signIn.
    notify(messages.checkInbox);
    setUnconfirmed(address);
    setEmail(address);
    switchTo('signIn');
  }

  return (
    <main className="auth-page">
      <section className="card auth-card" aria-labelledby="auth-title">
        <img className="auth-logo" src="/favicon.svg" alt="" width={56} height={56} />
        <h1 id="auth-title" className="app-name">
          {texts.appName}
        </h1>
        <p className="tagline">{pageTexts.tagline}</p>
        <h2 className="auth-mode-title">{unconfirmed ? texts.confirmTitle : authTexts.modes[mode]}</h2>
        {sessionEnded && !notice && (
          <p className="form-notice" role="status">
            {recoveryTexts.sessionEnded}
          </p>
        )}
        {notice && (
          <p className="form-notice" role="status">
            {notice}
          </p>
        )}

        {mode === 'signIn' &&
          (unconfirmed ? (
            <ConfirmSignUpForm
              email={unconfirmed}
              onConfirmed={() => {
                setUnconfirmed(undefined);
                setNotice(texts.confirmed);
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
            onPasswordChanged={(address) => {
              setEmail(address);
              switchTo('signIn');
              setNotice(texts.passwordChanged);
            }}
          />
        )}

        {mode !== 'reset' && !unconfirmed && (
          <>
            <p className="divider" aria-hidden="true">
              <span>{texts.or}</span>
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
      {children}
    </button>
  );
}
