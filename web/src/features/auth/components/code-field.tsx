import { shellTexts } from '#domain/messages.ts';

/** The emailed confirmation code (sign-up confirmation, password reset); a link fills it in. */
export function CodeField({ defaultValue }: { defaultValue?: string }) {
  return (
    <label className="field">
      <span>{shellTexts.confirmationCode}</span>
      <input
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        defaultValue={defaultValue}
      />
    </label>
  );
}
