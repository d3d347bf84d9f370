import { pageTexts } from '#domain/messages.ts';
import { texts } from '#web/lib/texts.ts';
import { useSession } from '../hooks/use-session';
import type { AuthMode } from '../types';
import { SignInForm } from './sign-in-form';

/**
 * The /auth screen. Each AuthMode gets its own form. Create Account and Reset Password, the
 * mode-switch links (which turn `mode` into state here) and Continue with Google plug in with
 * the screens issue.
 */
export function AuthScreen({ mode = 'signIn' }: { mode?: AuthMode }) {
  const { refresh } = useSession();

  return (
    <main className="auth-page">
      <section className="card auth-card" aria-labelledby="auth-title">
        <img className="auth-logo" src="/favicon.svg" alt="" width={56} height={56} />
        <h1 id="auth-title" className="app-name">
          {texts.appName}
        </h1>
        <p className="tagline">{pageTexts.tagline}</p>
        <AuthForm mode={mode} onSignedIn={() => void refresh()} />
      </section>
    </main>
  );
}

function AuthForm({ mode, onSignedIn }: { mode: AuthMode; onSignedIn: () => void }) {
  switch (mode) {
    case 'signIn':
      return <SignInForm onSignedIn={onSignedIn} />;
    case 'signUp':
    case 'reset':
      // Not built yet (screens issue): fall back to sign-in rather than an empty card.
      return <SignInForm onSignedIn={onSignedIn} />;
  }
}
