import type { FormEvent } from 'react';
import { authTexts, shellTexts } from '#domain/messages.ts';
import { unmetPasswordRules } from '#domain/password-policy.ts';
import { signUpWithEmail } from '../api/sign-up';
import { useAuthAction } from '../hooks/use-auth-action';
import { EmailField, emailOf } from './email-field';
import { FormError } from './form-error';

/**
 * Create Account. The password is checked against domain/password-policy.ts first, because
 * the local Cognito emulator stores the policy but does not enforce it (README).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { error, setError, busy, run } = useAuthAction();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = emailOf(form);
    const password = String(form.get('password') ?? '');
    const unmet = unmetPasswordRules(password);
    if (unmet.length > 0) {
      setError(`${shellTexts.passwordRulesIntro} ${unmet.join(' ')}`);
      return;
    }
    void run(async () => {
      await signUpWithEmail(email, password);
      onSignedUp(email);
    });
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-busy={busy}>
      <EmailField />
      <div className="field">
        <label htmlFor="sign-up-password">{shellTexts.password}</label>
        <input
          id="sign-up-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          aria-describedby="password-hint"
        />
        <small id="password-hint" className="field-hint">
          {shellTexts.passwordHint}
        </small>
      </div>
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? shellTexts.creatingAccount : authTexts.modes.signUp}
      </button>
      <FormError message={error} />
    </form>
  );
}
