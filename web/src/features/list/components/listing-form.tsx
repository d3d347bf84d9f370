import { useEffect, useRef } from 'react';
import type { WebListing } from '#domain/listing.ts';
import { isRequiredField, missingFieldsMessage } from '#domain/listing-validation.ts';
import { userFieldLabels, type UserFields } from '#domain/user-fields.ts';
import { CopyButton } from '#web/components/copy-button.tsx';
import { Icon } from '#web/components/icons/icons.tsx';
import { itemTexts, messages } from '#domain/messages.ts';
import { notify } from '#web/lib/notify.ts';
import { notifyWithUndo } from '#web/lib/undo-notice.ts';
import type { GeneratedDescription } from '../hooks/use-generate-description';
import { useListingDraft, useStoredDraft } from '../hooks/use-listing-draft';
import { useListingForm } from '../hooks/use-listing-form';
import { isMissingFieldError } from '../utils/listing-form-schema';
import { FieldInput } from './field-input';

interface Props {
  item: WebListing;
  saving: boolean;
  onSave: (changes: UserFields) => void;
  /** Generate Description with AI shows only when this is supplied (docs/product.md#screens). */
  onGenerateDescription?: (values: UserFields) => Promise<GeneratedDescription | undefined>;
  generating?: boolean;
}

/** The listing form, `Listing Details` (docs/product.md#screens, docs/product.md#data and docs/product.md#validation), on react-hook-form. */
export function ListingForm({ item, saving, onSave, onGenerateDescription, generating = false }: Props) {
  const draft = useStoredDraft(item);
  const { form, fields, values, errorOf, canSave, missingRequired, canGenerate, unsaved } = useListingForm(
    item,
    draft,
  );
  useListingDraft(item, values as UserFields, unsaved, draft !== undefined);
  const withdrawUndo = useRef<() => void>(undefined);
  // Gone from the screen: Undo could put nothing back any more.
  useEffect(() => () => withdrawUndo.current?.(), []);

  async function generateDescription(generate: NonNullable<Props['onGenerateDescription']>) {
    // The generator reads every field the item has, with the form's edits over them.
    const generated = await generate({ ...item.fields, ...form.getValues() });
    if (generated === undefined) return;
    const previous = form.getValues('description') ?? '';
    const setDescription = (text: string) =>
      form.setValue('description', text, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    setDescription(generated.description);
    withdrawUndo.current?.();
    withdrawUndo.current = undefined;
    // docs/product.md#messages: the spec's words when the AI wrote it, the truth when it did not.
    const said =
      generated.writtenBy === 'offline' ? messages.descriptionWrittenOffline : messages.descriptionGenerated;
    // Text the seller had is not lost: Undo puts it back.
    if (previous.trim() === '' || previous === generated.description) notify(said);
    else withdrawUndo.current = notifyWithUndo(said, () => setDescription(previous));
  }

  return (
    <form
      className="card listing-form"
      aria-labelledby={`form-title-${item.id}`}
      // The schema's messages are the ones shown, not the browser's own bubbles.
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
    >
      <h3 id={`form-title-${item.id}`} className="detail-heading">
        {itemTexts.listingDetails}
      </h3>
      <p className="form-hint muted">{itemTexts.requiredHint}</p>
      {fields.map((name) => {
        const id = `field-${item.id}-${name}`;
        const label = userFieldLabels[name];
        const value = values[name] ?? '';
        const required = isRequiredField(name);
        const error = errorOf(name);
        // Blank required fields share the one form message below; other rules (the price's)
        // are said beside their field.
        const ownError = error !== undefined && !isMissingFieldError(error) ? error : undefined;
        const errorId = ownError ? `${id}-error` : undefined;
        return (
          <div className="form-field" key={name}>
            <label htmlFor={id}>
              {label}
              {required && (
                <span className="required-star" aria-hidden="true">
                  {' '}
                  *
                </span>
              )}
              {required && <span className="sr-only"> ({itemTexts.required})</span>}
            </label>
            <div className="form-field-row">
              <FieldInput
                name={name}
                control={form.control}
                id={id}
                label={label}
                required={required}
                invalid={error !== undefined}
                errorId={errorId}
              />
              {value.trim() !== '' && <CopyButton text={value} label={label} />}
            </div>
            {ownError && (
              <p id={errorId} className="field-error" role="alert">
                {ownError}
              </p>
            )}
            {name === 'description' && onGenerateDescription && (
              <button
                className="button button-outline generate-button"
                type="button"
                disabled={!canGenerate || generating}
                onClick={() => void generateDescription(onGenerateDescription)}
              >
                <Icon name="sparkles" size={16} />{' '}
                {generating ? itemTexts.generating : itemTexts.generateDescription}
              </button>
            )}
          </div>
        );
      })}
      {missingRequired && (
        <p className="field-error" role="status">
          {missingFieldsMessage}
        </p>
      )}
      <button className="button button-primary" type="submit" disabled={!canSave || saving}>
        {saving ? itemTexts.saving : itemTexts.saveListing}
      </button>
    </form>
  );
}
