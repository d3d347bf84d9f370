import { useState, type FormEvent } from 'react';
import type { SignInOutput } from 'aws-amplify/auth';
import { texts } from '#web/lib/texts.ts';
import { signInWithPassword } from '../api/sign-in-with-password';
import { authErrorMessage } from '../utils/auth-error-message';

function unfinishedStepMessage(step: SignInOutput['nextStep']['signInStep']): string {
  return step === 'CONFIRM_SIGN_UP' ? texts.confirmSignUpFirst : texts.unsupportedSignInStep;
}

/** Email and password sign-in (SPEC.md point 2, "Auth screen"; point 5, "Auth"). */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(undefined);
    setSubmitting(true);
    try {
      const result = await signInWithPassword(
        String(form.get('email') ?? '').trim(),
        String(form.get('password') ?? ''),
      );
      if (result.isSignedIn) onSignedIn();
      else setError(unfinishedStepMessage(result.nextStep.signInStep));
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={(event) => void handleSubmit(event)} aria-busy={submitting}>
      <label className="field">
        <span>{texts.email}</span>
        <input name="email" type="email" autoComplete="email" inputMode="email" required />
      </label>
      <label className="field">
        <span>{texts.password}</span>
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button className="button button-primary" type="submit" disabled={submitting}>
        {submitting ? texts.signingIn : texts.signIn}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
