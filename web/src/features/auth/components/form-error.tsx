/** A provider or rule error under the form (SPEC.md point 2: "under the form"). */
export function FormError({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert" id={id}>
      {message}
    </p>
  );
}
