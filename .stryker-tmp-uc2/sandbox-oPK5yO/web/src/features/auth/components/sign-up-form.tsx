// @ts-nocheck
import type { FormEvent } from 'react';
import { authTexts, shellTexts } from '#domain/messages.ts';
import { signUpWithEmail } from '../api/sign-up';
import { useAuthAction } from '../hooks/use-auth-action';
import { EmailField, emailOf } from './email-field';
import { FormError } from './form-error';
import { NewPasswordField, passwordProblem } from './new-password-field';

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
    const problem = passwordProblem(password);
    if (problem) {
      setError(problem);
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
      <NewPasswordField id="sign-up-password" name="password" label={shellTexts.password} />
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? shellTexts.creatingAccount : authTexts.modes.signUp}
      </button>
      <FormError message={error} />
    </form>
  );
}
