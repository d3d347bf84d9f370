import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { categoryNames, fieldsForCategory, UNKNOWN_CATEGORY } from '#domain/categories.ts';
import { isRequiredField } from '#domain/listing-validation.ts';
import { additionalDetailFields, userFieldLabels, type UserFieldName } from '#domain/user-fields.ts';
import { api } from '../support/api-server';
import { complete, expectSaveEnabled, putFor, readyForm, saveButton } from './open-listing-form';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// docs/product.md#listing-form-listing-details, over the domain's own lists: every optional
// field of every category is in the form, saved as typed, and what Listing Details'
// Additional Details block shows of it is read back from the saved item. A field added to
// domain/user-fields.ts and a category's set is covered here with no edit.

const typed = (name: string) => `a ${name} typed`;

describe('every field of every category', () => {
  it.each([...categoryNames.filter((name) => name !== UNKNOWN_CATEGORY), 'garden tools'])(
    'fills, saves and reads back the optional fields of %s',
    async (category) => {
      const { user, form } = await readyForm({ ai_category: category });
      const optional: UserFieldName[] = fieldsForCategory(category).filter((name) => !isRequiredField(name));
      for (const name of optional) {
        const input = within(form).getByLabelText(userFieldLabels[name]);
        await user.clear(input);
        await user.click(input);
        await user.paste(typed(name));
      }
      await expectSaveEnabled(form, true);
      await user.click(saveButton(form));
      await screen.findByText('Item saved!');

      const saved = Object.fromEntries(optional.map((name) => [name, typed(name)]));
      expect(putFor('01F')?.body).toMatchObject({ stage: 'saved', user_fields: saved });
      await waitFor(() => expect(api.listings[0]?.user_fields).toMatchObject({ ...complete, ...saved }));

      const shown = additionalDetailFields.filter((name) => optional.includes(name));
      if (shown.length === 0) return;
      const details = await screen.findByRole('region', { name: 'Additional Details' });
      for (const name of shown) {
        expect(within(details).getByText(userFieldLabels[name])).toBeInTheDocument();
        expect(within(details).getByText(typed(name))).toBeInTheDocument();
      }
    },
    20_000,
  );
});
