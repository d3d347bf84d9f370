import './auth-screen.css';
import type { EmailLink } from '#domain/auth-email-link.ts';
import { authTexts, emailLinkTexts, pageTexts, recoveryTexts, shellTexts } from '#domain/messages.ts';
import { AppLogo } from '#web/components/app-logo.tsx';
import { useAuthFlow } from '../hooks/use-auth-flow';
import type { AuthMode } from '../types';
import { ConfirmSignUpForm } from './confirm-sign-up-form';
import { GoogleButton } from './google-button';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

interface Props {
  initialMode?: AuthMode;
  /** The confirmation or reset email's link that opened /auth (docs/product.md#auth-screen-auth). */
  emailLink?: EmailLink;
}

/**
 * The /auth screen (docs/product.md#screens): Sign In, Create Account and Reset Password, the four
 * mode-switch links, and Continue with Google in the first two modes. Opened by an email's
 * link, it confirms the sign-up, or opens the new-password step with the code filled in. The
 * state and its transitions are `useAuthFlow`'s; this draws them.
 */
export function AuthScreen({ initialMode = 'signIn', emailLink }: Props) {
  const flow = useAuthFlow(initialMode, emailLink);
  const { mode, unconfirmed, linkRefusal, email, notice, sessionEnded, confirmingLink, switchTo } = flow;

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
              onConfirmed={flow.codeConfirmed}
            />
          ) : (
            <SignInForm
              key={email}
              defaultEmail={email}
              onSignedIn={flow.signedIn}
              onNeedsConfirmation={flow.needsConfirmation}
            />
          ))}
        {mode === 'signUp' && <SignUpForm onSignedUp={flow.signedUp} />}
        {mode === 'reset' && (
          <ResetPasswordForm
            fromLink={emailLink?.action === 'reset' ? emailLink : undefined}
            onPasswordChanged={flow.passwordChanged}
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
              <LinkButton onClick={flow.toSignUp}>{authTexts.links.createAccount}</LinkButton>
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
