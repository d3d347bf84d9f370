// @ts-nocheck
import type { FormEvent } from 'react';
import { useState } from 'react';
import { shellTexts } from '#domain/messages.ts';
import { confirmEmail, resendCode } from '../api/sign-up';
import { useAuthAction } from '../hooks/use-auth-action';
import { CodeField } from './code-field';
import { FormError } from './form-error';

interface Props {
  email: string;
  onConfirmed: () => void;
  /** Opened by an email link whose code was refused: why, and that code. */
  initialError?: string;
  defaultCode?: string;
}

/**
 * The code Cognito emailed after sign-up (locally: the outbox), for people who type it rather
 * than follow the email's link, with a way to resend it.
 */
export function ConfirmSignUpForm({ email, onConfirmed, initialError, defaultCode }: Props) {
  const { error, busy, run } = useAuthAction(initialError);
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
      <p className="form-intro">{shellTexts.confirmIntro(email)}</p>
      <CodeField defaultValue={defaultCode} />
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? shellTexts.confirming : shellTexts.confirm}
      </button>
      <button className="button button-quiet" type="button" disabled={busy} onClick={handleResend}>
        {shellTexts.resendCode}
      </button>
      {resent && (
        <p className="form-notice" role="status">
          {shellTexts.codeResent}
        </p>
      )}
      <FormError message={error} />
    </form>
  );
}
