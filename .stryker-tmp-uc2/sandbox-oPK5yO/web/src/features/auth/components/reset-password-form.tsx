// @ts-nocheck
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { EmailLink } from '#domain/auth-email-link.ts';
import { emailLinkTexts, messages, shellTexts } from '#domain/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { sendResetEmail, setNewPassword } from '../api/reset-password';
import { useAuthAction } from '../hooks/use-auth-action';
import { emailLinkRefusal } from '../utils/email-link-refusal';
import { EmailField, emailOf } from './email-field';
import { CodeField } from './code-field';
import { FormError } from './form-error';
import { NewPasswordField, passwordProblem } from './new-password-field';

interface Props {
  onPasswordChanged: (email: string) => void;
  /** The reset email's link: the new-password step opens at once, its code filled in. */
  fromLink?: Pick<EmailLink, 'email' | 'code'>;
}

/**
 * Reset Password: the email step (then "Email sent! Check your inbox." in place of the
 * button, docs/product.md#states-and-transitions), then the emailed code and the new password.
 * The reset email's link opens the second step directly (docs/product.md#auth-screen-auth).
 */
export function ResetPasswordForm({ onPasswordChanged, fromLink }: Props) {
  const { error, setError, busy, run } = useAuthAction();
  const [sentTo, setSentTo] = useState<string | undefined>(fromLink?.email);
  /** The link that opened the form, until its code is refused or a new email is asked for. */
  const [link, setLink] = useState(fromLink);

  function handleEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailOf(new FormData(event.currentTarget));
    void run(async () => {
      await sendResetEmail(email);
      setLink(undefined);
      setSentTo(email);
      notify(messages.resetEmailSent);
    });
  }

  function handleNewPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sentTo) return;
    const form = new FormData(event.currentTarget);
    const password = String(form.get('newPassword') ?? '');
    const problem = passwordProblem(password);
    if (problem) {
      setError(problem);
      return;
    }
    const code = String(form.get('code') ?? '').trim();
    void run(async () => {
      try {
        await setNewPassword(sentTo, code, password);
      } catch (error) {
        // The link's own code, refused (used already, replaced or expired): back to the email
        // step, the address filled in, to ask for a new email.
        if (link && code === link.code && emailLinkRefusal(error) === 'invalidCode') {
          setLink(undefined);
          setSentTo(undefined);
          throw new Error(emailLinkTexts.resetLinkInvalid, { cause: error });
        }
        throw error;
      }
      onPasswordChanged(sentTo);
    });
  }

  return (
    <>
      {!link && (
        <form className="auth-form" onSubmit={handleEmail} aria-busy={busy && !sentTo}>
          <EmailField defaultValue={fromLink?.email} />
          {sentTo ? (
            <p className="form-notice" role="status">
              {messages.resetEmailSentInline.title}
            </p>
          ) : (
            <button className="button button-primary" type="submit" disabled={busy}>
              {busy ? shellTexts.sending : shellTexts.sendResetEmail}
            </button>
          )}
          {!sentTo && <FormError message={error} />}
        </form>
      )}
      {sentTo && (
        <form className="auth-form" onSubmit={handleNewPassword} aria-busy={busy}>
          <p className="form-intro">
            {link ? shellTexts.resetFromLinkIntro(sentTo) : shellTexts.resetIntro(sentTo)}
          </p>
          <CodeField defaultValue={link?.code} />
          <NewPasswordField id="new-password" name="newPassword" label={shellTexts.newPassword} />
          <button className="button button-primary" type="submit" disabled={busy}>
            {shellTexts.setNewPassword}
          </button>
          <FormError message={error} />
        </form>
      )}
    </>
  );
}
