import type { ListingItem } from '#domain/listing.ts';
import { isRequiredField, missingFieldsMessage } from '#domain/listing-validation.ts';
import { userFieldLabels, type UserFields } from '#domain/user-fields.ts';
import { CopyButton } from '#web/components/copy-button.tsx';
import { Icon } from '#web/components/icons/icons.tsx';
import { itemTexts } from '#web/lib/item-texts.ts';
import { useListingForm } from '../hooks/use-listing-form';
import { FieldInput } from './field-input';
import { MarketplaceLinks } from './marketplace-links';

interface Props {
  item: ListingItem;
  saving: boolean;
  onSave: (changes: UserFields) => void;
  /** Generate Description with AI shows only when this is supplied (SPEC.md point 2). */
  onGenerateDescription?: (values: UserFields) => Promise<string | undefined>;
  generating?: boolean;
}

/** The listing form, `Listing Details` (SPEC.md points 2, 3 and 5). */
export function ListingForm({ item, saving, onSave, onGenerateDescription, generating = false }: Props) {
  const form = useListingForm(item);

  return (
    <form
      className="card listing-form"
      aria-labelledby={`form-title-${item.id}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (form.canSave) onSave(form.changes());
      }}
    >
      <h3 id={`form-title-${item.id}`} className="detail-heading">
        {itemTexts.listingDetails}
      </h3>
      {form.fields.map((name) => {
        const id = `field-${item.id}-${name}`;
        const label = userFieldLabels[name];
        const value = form.values[name] ?? '';
        const required = isRequiredField(name);
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
                id={id}
                label={label}
                value={value}
                required={required}
                onChange={(next) => form.setField(name, next)}
              />
              {value.trim() !== '' && <CopyButton text={value} label={label} />}
            </div>
            {name === 'description' && onGenerateDescription && (
              <button
                className="button button-outline generate-button"
                type="button"
                disabled={!form.canGenerate || generating}
                onClick={() =>
                  void onGenerateDescription(form.values).then((description) => {
                    if (description !== undefined) form.setField('description', description);
                  })
                }
              >
                <Icon name="sparkles" size={16} />{' '}
                {generating ? itemTexts.generating : itemTexts.generateDescription}
              </button>
            )}
          </div>
        );
      })}
      {!form.canSave && (
        <p className="field-error" role="status">
          {missingFieldsMessage}
        </p>
      )}
      <button className="button button-primary" type="submit" disabled={!form.canSave || saving}>
        {saving ? itemTexts.saving : itemTexts.saveListing}
      </button>
      <MarketplaceLinks />
    </form>
  );
}
