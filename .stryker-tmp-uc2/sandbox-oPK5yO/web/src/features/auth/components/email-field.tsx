// @ts-nocheck
import { shellTexts } from '#domain/messages.ts';
import { LabelledInput } from './labelled-input';

/** docs/product.md#validation: the email input is required and of the email type. */
export function EmailField({ defaultValue }: { defaultValue?: string }) {
  return (
    <LabelledInput
      label={shellTexts.email}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      defaultValue={defaultValue}
    />
  );
}

/** The form's trimmed email. */
export function emailOf(form: FormData): string {
  return String(form.get('email') ?? '').trim();
}
