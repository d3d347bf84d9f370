import type { FormEvent } from 'react';
import { useState } from 'react';
import { texts } from '#web/lib/texts.ts';
import { confirmEmail, resendCode } from '../api/sign-up';
import { useAuthAction } from '../hooks/use-auth-action';
import { FormError } from './form-error';

/** The code Cognito emailed after sign-up (locally: the outbox), with a way to resend it. */
export function ConfirmSignUpForm({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const { error, busy, run } = useAuthAction();
  const [resent, setResent] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void run(async () => {
      await confirmEmail(email, code);
      onConfirmed();
    });
  }

  function handleResend() {
    setResent(false);
    void run(async () => {
      await resendCode(email);
      setResent(true);
    });
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} aria-busy={busy}>
      <p className="form-intro">{texts.confirmIntro(email)}</p>
      <label className="field">
        <span>{texts.confirmationCode}</span>
        <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
      </label>
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? texts.confirming : texts.confirm}
      </button>
      <button className="button button-quiet" type="button" disabled={busy} onClick={handleResend}>
        {texts.resendCode}
      </button>
      {resent && (
        <p className="form-notice" role="status">
          {texts.codeResent}
        </p>
      )}
      <FormError message={error} />
    </form>
  );
}
