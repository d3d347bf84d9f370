// @ts-nocheck
import { shellTexts } from '#domain/messages.ts';
import { unmetPasswordRules } from '#domain/password-policy.ts';

interface Props {
  /** The input's id; its hint's id is derived from it. */
  id: string;
  /** The form field's name, read back with passwordOf. */
  name: string;
  label: string;
}

/** A password being chosen (sign-up, reset): the browser may suggest one, and the policy is shown under it. */
export function NewPasswordField({ id, name, label }: Props) {
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        aria-describedby={hintId}
      />
      <small id={hintId} className="field-hint">
        {shellTexts.passwordHint}
      </small>
    </div>
  );
}

/**
 * Why a chosen password is refused by domain/password-policy.ts, or undefined when it meets it.
 * Checked here because the local Cognito emulator stores the policy but does not enforce it.
 */
export function passwordProblem(password: string): string | undefined {
  const unmet = unmetPasswordRules(password);
  return unmet.length > 0 ? `${shellTexts.passwordRulesIntro} ${unmet.join(' ')}` : undefined;
}
