import type { FormEvent } from 'react';
import { useState } from 'react';
import { messages } from '#domain/messages.ts';
import { unmetPasswordRules } from '#domain/password-policy.ts';
import { notify } from '#web/lib/notify.ts';
import { texts } from '#web/lib/texts.ts';
import { sendResetEmail, setNewPassword } from '../api/reset-password';
import { useAuthAction } from '../hooks/use-auth-action';
import { EmailField, emailOf } from './email-field';
import { FormError } from './form-error';

/**
 * Reset Password: the email step (then "Email sent! Check your inbox." in place of the
 * button, docs/product.md#states-and-transitions), then the emailed code and the new password.
 */
export function ResetPasswordForm({ onPasswordChanged }: { onPasswordChanged: (email: string) => void }) {
  const { error, setError, busy, run } = useAuthAction();
  const [sentTo, setSentTo] = useState<string>();

  function handleEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailOf(new FormData(event.currentTarget));
    void run(async () => {
      await sendResetEmail(email);
      setSentTo(email);
      notify(messages.resetEmailSent);
    });
  }

  function handleNewPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sentTo) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('newPassword') ?? '');
    const unmet = unmetPasswordRules(password);
    if (unmet.length > 0) {
      setError(`${texts.passwordRulesIntro} ${unmet.join(' ')}`);
      return;
    }
    void run(async () => {
      await setNewPassword(sentTo, String(form.get('code') ?? '').trim(), password);
      onPasswordChanged(sentTo);
    });
  }

  return (
    <>
      <form className="auth-form" onSubmit={handleEmail} aria-busy={busy && !sentTo}>
        <EmailField />
        {sentTo ? (
          <p className="form-notice" role="status">
            {messages.resetEmailSentInline.title}
          </p>
        ) : (
          <button className="button button-primary" type="submit" disabled={busy}>
            {busy ? texts.sending : texts.sendResetEmail}
          </button>
        )}
        {!sentTo && <FormError message={error} />}
      </form>
      {sentTo && (
        <form className="auth-form" onSubmit={handleNewPassword} aria-busy={busy}>
          <p className="form-intro">{texts.resetIntro(sentTo)}</p>
          <label className="field">
            <span>{texts.confirmationCode}</span>
            <input name="code" inputMode="numeric" autoComplete="one-time-code" required />
          </label>
          <div className="field">
            <label htmlFor="new-password">{texts.newPassword}</label>
            <input
              id="new-password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              required
              aria-describedby="new-password-hint"
            />
            <small id="new-password-hint" className="field-hint">
              {texts.passwordHint}
            </small>
          </div>
          <button className="button button-primary" type="submit" disabled={busy}>
            {texts.setNewPassword}
          </button>
          <FormError message={error} />
        </form>
      )}
    </>
  );
}
