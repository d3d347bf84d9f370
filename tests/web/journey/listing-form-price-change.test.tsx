import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../support/api-server';
import { complete, editDetailsForm, expectSaveEnabled, readyForm, saveButton } from './open-listing-form';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// The price picker saves the price while the listing form is open; the form must keep what
// the user typed and not yet saved, take the new price, and save both.

type Opened = Awaited<ReturnType<typeof readyForm>>;

const savesOf = (id: string) => api.requests.filter((request) => request.route === `PUT /api/listings/${id}`);

async function setCustomPrice({ user }: Opened, price: string) {
  const picker = screen.getByRole('region', { name: 'Set Your Price' });
  await user.click(within(picker).getByLabelText('Custom price in pounds'));
  await user.paste(price);
  await user.click(within(picker).getByRole('button', { name: 'Set' }));
  await waitFor(() => expect(within(picker).getByText(`£${price}`)).toBeInTheDocument());
}

describe('a price change under the open listing form', () => {
  it.each([
    ['a ready item', readyForm, '01F'],
    ['Edit Details of a saved item', () => editDetailsForm(), '01G'],
  ])(
    'keeps the unsaved edits of %s and saves them with the new price',
    async (_case, open, id) => {
      const opened = await open();
      const title = within(opened.form).getByLabelText(/^Title/);
      await opened.user.clear(title);
      await opened.user.paste('Dune (1965 first edition)');
      await setCustomPrice(opened, '24.50');

      const form = screen.getByRole('form', { name: 'Listing Details' });
      expect(within(form).getByLabelText(/^Title/)).toHaveValue('Dune (1965 first edition)');
      expect(within(form).getByLabelText(/^Price/)).toHaveValue(24.5);
      // The price went to the server on its own, without the unsaved title.
      expect(savesOf(id)[0]?.body).toEqual({ stage: 'saved', user_fields: { price: '24.50' } });

      await expectSaveEnabled(form, true);
      await opened.user.click(saveButton(form));
      expect(await screen.findByText('Item saved!')).toBeInTheDocument();
      expect(savesOf(id)).toHaveLength(2);
      // The price is saved already: the form's save sends the title it changed.
      expect(savesOf(id)[1]?.body).toEqual({
        stage: 'saved',
        user_fields: { title: 'Dune (1965 first edition)' },
      });
    },
    // A ceiling for a busy machine, not a time assertion: two saves and a form's checks.
    20_000,
  );

  it('sets a price with the picker and stays calm: no "Please fill all required fields." until a field is touched', async () => {
    const opened = await readyForm({ user_fields: { ...complete, description: '' } });
    await setCustomPrice(opened, '24.50');
    const form = screen.getByRole('form', { name: 'Listing Details' });
    await waitFor(() => expect(within(form).getByLabelText(/^Price/)).toHaveValue(24.5));
    // Save stays disabled (the description is blank), but nothing is said before the user acts.
    await expectSaveEnabled(form, false);
    expect(within(form).queryByText('Please fill all required fields.')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^Price/)).not.toHaveAttribute('aria-invalid');

    await opened.user.click(within(form).getByLabelText(/^Description/));
    await opened.user.tab();
    expect(await within(form).findByText('Please fill all required fields.')).toBeInTheDocument();
  });
});
