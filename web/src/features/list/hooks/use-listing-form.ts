import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { itemFormFields } from '#domain/item-category.ts';
import type { WebListing } from '#domain/listing.ts';
import { canGenerateDescription } from '#domain/listing-validation.ts';
import { checkListingPrice } from '#domain/prices.ts';
import type { UserFieldName, UserFields } from '#domain/user-fields.ts';
import { isMissingFieldError, listingFormSchema } from '../utils/listing-form-schema';

/**
 * The listing form's state on react-hook-form: the category's fields (docs/product.md#data,
 * `domain/item-category.ts`),
 * seeded from the item, checked by the zod schema built from the domain rules on every
 * change, and once on opening, so Save is disabled from the start when a required field is
 * blank. The form's first look is calm (docs/product.md#validation): a field shows its red
 * state and message only once the user has touched or changed it, and `Please fill all
 * required fields.` only once any field was touched or a save was tried. A draft (unsaved
 * edits kept through an ended session) opens in place of the stored values.
 */
export function useListingForm(item: WebListing, draft?: UserFields) {
  const aiCategory = item.ai?.category;
  const storedCategory = item.fields.category;
  // The item with the category the form holds: where the seller chooses it (the AI could not
  // tell), the fields follow what they choose as they choose it (books: author, ISBN).
  const fieldsAt = useMemo(
    () => (category: string | undefined) =>
      itemFormFields({
        ...(aiCategory === undefined ? {} : { ai: { category: aiCategory } }),
        fields: { category: category ?? storedCategory },
      }),
    [aiCategory, storedCategory],
  );
  const resolver = useMemo<Resolver<UserFields>>(
    () => (formValues, context, options) =>
      zodResolver(listingFormSchema(fieldsAt(formValues.category)))(formValues, context, options),
    [fieldsAt],
  );
  const form = useForm<UserFields>({
    mode: 'onChange',
    resolver,
    // Only the shown fields: the others are not the form's, and keep their values on save.
    defaultValues: Object.fromEntries(
      fieldsAt(draft?.category).map((name) => [name, draft?.[name] ?? formValue(item.fields, name)]),
    ),
  });
  const { control, trigger, formState } = form;
  const values = useWatch({ control });
  const fieldsKey = fieldsAt(values.category).join(' ');
  const fields = useMemo(() => fieldsKey.split(' ') as UserFieldName[], [fieldsKey]);

  useEffect(() => {
    void trigger();
  }, [trigger]);

  // The price picker saves the price while the form is open: the form takes the new price and
  // keeps every other edit the user has not saved yet. The saved price is the field's new
  // starting value, not an edit of the form's: it neither marks the field as changed nor wakes
  // the form's messages (docs/product.md#validation).
  const storedPrice = formValue(item.fields, 'price');
  useEffect(() => {
    if (form.getValues('price') === storedPrice) return;
    form.resetField('price', { defaultValue: storedPrice });
    void trigger('price');
  }, [form, storedPrice, trigger]);

  // The server can change other fields while the form is open: an ISBN read from an added
  // photo, an empty field Analyse again with all photos filled. A field the user has not
  // changed takes the stored value; one they are editing keeps their edit.
  const seen = useRef(item.fields);
  useEffect(() => {
    const before = seen.current;
    seen.current = item.fields;
    for (const name of fields) {
      if (name === 'price') continue;
      const was = formValue(before, name);
      const now = formValue(item.fields, name);
      if (was === now || (form.getValues(name) ?? '') !== was) continue;
      form.resetField(name, { defaultValue: now });
      void trigger(name);
    }
  }, [form, fields, item.fields, trigger]);

  const { errors, isValid, isSubmitted, touchedFields, dirtyFields } = formState;
  const engaged = (name: UserFieldName) => isSubmitted || Boolean(touchedFields[name] || dirtyFields[name]);
  const engagedAny = isSubmitted || fields.some(engaged);
  // Unsaved: a field differs from the stored item. Compared with the item rather than the
  // form's defaults, so a price the picker saved, a restored draft and a failed save (rolled
  // back) each count as they should.
  const unsaved = fields.some((name) => (values[name] ?? '') !== formValue(item.fields, name));
  return {
    unsaved,
    form,
    fields,
    values,
    /** A field's message, once the user has touched or changed it, or tried to save. */
    errorOf: (name: UserFieldName) => (engaged(name) ? errors[name]?.message : undefined),
    /** Save stays disabled until the schema passes: four required fields and a storable price. */
    canSave: isValid,
    missingRequired: engagedAny && fields.some((name) => isMissingFieldError(errors[name]?.message)),
    canGenerate: canGenerateDescription(values),
  };
}

/**
 * A field's value when the form opens. A number input shows nothing for a text it cannot
 * read, so a stored price the server would refuse (an AI's "15-20") starts blank: the form
 * then asks for a price rather than refusing a field that looks empty.
 */
export function formValue(stored: UserFields, name: UserFieldName): string {
  const value = stored[name] ?? '';
  return name === 'price' && !checkListingPrice(value).ok ? '' : value;
}
