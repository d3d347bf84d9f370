// @ts-nocheck
import { shellTexts } from '#domain/messages.ts';
import { LabelledInput } from './labelled-input';

/** The emailed confirmation code (sign-up confirmation, password reset); a link fills it in. */
export function CodeField({ defaultValue }: { defaultValue?: string }) {
  return (
    <LabelledInput
      label={shellTexts.confirmationCode}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      defaultValue={defaultValue}
    />
  );
}
