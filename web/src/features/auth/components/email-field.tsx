import { shellTexts } from '#domain/messages.ts';

/** docs/product.md#validation: the email input is required and of the email type. */
export function EmailField({ defaultValue }: { defaultValue?: string }) {
  return (
    <label className="field">
      <span>{shellTexts.email}</span>
      <input
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        defaultValue={defaultValue}
      />
    </label>
  );
}

/** The form's trimmed email. */
export function emailOf(form: FormData): string {
  return String(form.get('email') ?? '').trim();
}
