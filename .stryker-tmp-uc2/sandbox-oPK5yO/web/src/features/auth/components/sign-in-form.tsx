// @ts-nocheck
import type { FormEvent } from 'react';
import { authTexts, shellTexts } from '#domain/messages.ts';
import { signInWithPassword } from '../api/sign-in-with-password';
import { useAuthAction } from '../hooks/use-auth-action';
import { EmailField, emailOf } from './email-field';
import { LabelledInput } from './labelled-input';
import { FormError } from './form-error';

interface Props {
  defaultEmail?: string;
  onSignedIn: () => void;
  /** Cognito says the account's email is not confirmed yet: the code form takes over. */
  onNeedsConfirmation: (email: string) => void;
}

/** Email and password sign-in (docs/product.md#screens, "Auth screen"; point 5, "Auth"). */
export function SignInForm({ defaultEmail, onSignedIn, onNeedsConfirmation }: Props) {
  const { error, setError, busy, run } = useAuthAction();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = emailOf(form);
    void run(async () => {
      const result = await signInWithPassword(email, String(form.get('password') ?? ''));
      if (result.isSignedIn) onSignedIn();
      else if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') onNeedsConfirmation(email);
      else setError(shellTexts.unsupportedSignInStep);
    });
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-busy={busy}>
      <EmailField defaultValue={defaultEmail} />
      <LabelledInput
        label={shellTexts.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? shellTexts.signingIn : authTexts.modes.signIn}
      </button>
      <FormError message={error} />
    </form>
  );
}
