import { lifeTexts } from '#domain/messages.ts';

/** The footer of the life's forms: submit (saying so while it saves) and Cancel. */
export function LifeFormActions({
  label,
  pending,
  onCancel,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="life-form-actions">
      <button className="button button-primary" type="submit" disabled={pending}>
        {pending ? lifeTexts.saving : label}
      </button>
      <button className="button button-outline" type="button" onClick={onCancel}>
        {lifeTexts.cancel}
      </button>
    </div>
  );
}
