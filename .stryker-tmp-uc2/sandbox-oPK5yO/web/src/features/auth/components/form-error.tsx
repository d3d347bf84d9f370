/** A provider or rule error under the form (docs/product.md#screens: "under the form"). */
// @ts-nocheck

export function FormError({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert" id={id}>
      {message}
    </p>
  );
}
