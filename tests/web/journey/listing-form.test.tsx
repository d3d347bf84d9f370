import { screen, waitFor, within } from '@testing-library/react';
import { fakeRoute } from '../support/fake-route';
import { describe, expect, it, vi } from 'vitest';
import { categoryNames, fieldsForCategory, UNKNOWN_CATEGORY } from '#domain/categories.ts';
import { conditions } from '#domain/conditions.ts';
import { isRequiredField } from '#domain/listing-validation.ts';
import { marketplaces } from '#domain/marketplaces.ts';
import { userFieldLabels } from '#domain/user-fields.ts';
import { api, apiServer, errorBody } from '../support/api-server';
import { complete, expectSaveEnabled, putFor, readyForm, saveButton } from './open-listing-form';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

const labels = (form: HTMLElement) =>
  within(form)
    .getAllByText((_content, element) => element?.tagName === 'LABEL')
    .map((label) => label.textContent?.replace(' (required)', '').trim());

const missing = 'Please fill all required fields.';

describe('the listing form', () => {
  // Each category's fields, in order, each labelled as domain/user-fields.ts labels it, the
  // required ones starred (garden tools is any other category: unknown's fields).
  it.each([...categoryNames.filter((name) => name !== UNKNOWN_CATEGORY), 'garden tools'])(
    'shows the fields of %s, with stars on the required ones',
    async (category) => {
      // The analysis seeds the Category field with the AI's category.
      const { form } = await readyForm({ ai_category: category, user_fields: { ...complete, category } });
      expect(labels(form)).toEqual(
        fieldsForCategory(category).map((name) =>
          isRequiredField(name) ? `${userFieldLabels[name]} *` : userFieldLabels[name],
        ),
      );
    },
  );

  it.each([
    ['books', 'ISBN'],
    ['garden tools', 'Category'],
  ])('shows %s the %s field', async (category, label) => {
    expect(labels((await readyForm({ ai_category: category })).form)).toContain(label);
  });

  it('names each required field "(required)" for screen readers', async () => {
    const { form } = await readyForm();
    expect(within(form).getByLabelText('Title * (required)')).toBeInTheDocument();
    expect(within(form).getByLabelText('Author')).toBeInTheDocument();
  });

  it('has a price input of type number with min 0 and step 0.01', async () => {
    const { form } = await readyForm();
    const price = within(form).getByLabelText(/^Price/);
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
  });

  it('offers the conditions, best first', async () => {
    const { user, form } = await readyForm();
    await user.click(within(form).getByRole('combobox', { name: 'Condition' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent?.replace('✓', ''))).toEqual([
      ...conditions,
    ]);
  });
});

describe('the required-field gate', () => {
  it('enables Save, with no message, when all four are filled', async () => {
    const { form } = await readyForm();
    await expectSaveEnabled(form, true);
    expect(within(form).queryByText(missing)).not.toBeInTheDocument();
  });

  it.each(['title', 'description'])(
    'disables Save and says "Please fill all required fields." when %s is only spaces',
    async (field) => {
      const { user, form } = await readyForm();
      const input = within(form).getByLabelText(new RegExp(`^${field}`, 'i'));
      await user.clear(input);
      await user.type(input, '   ');
      await expectSaveEnabled(form, false);
      expect(within(form).getByText(missing)).toBeInTheDocument();
    },
  );

  it('disables Save and says "Please fill all required fields." when the price is cleared', async () => {
    const { user, form } = await readyForm();
    await user.clear(within(form).getByLabelText(/^Price/));
    await expectSaveEnabled(form, false);
    expect(within(form).getByText(missing)).toBeInTheDocument();
  });

  it.each([
    ['no condition is chosen', { condition: '' }],
    ['the title is only spaces', { title: '   ' }],
    ['the description is only spaces', { description: ' \n ' }],
    ['the price is only spaces', { price: '  ' }],
    ['the price is blank', { price: '' }],
  ])('opens calm when %s: stars and the hint, Save disabled, no red and no message', async (_case, blank) => {
    const { form } = await readyForm({ user_fields: { ...complete, ...blank } });
    await expectSaveEnabled(form, false);
    expect(within(form).getByText('Fields marked * are required.')).toBeInTheDocument();
    expect(within(form).getAllByText('*')).toHaveLength(4);
    expect(within(form).queryByText(missing)).not.toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('shows the red price and the message once the blank price is touched and left', async () => {
    const { user, form } = await readyForm({ user_fields: { ...complete, price: '' } });
    const price = within(form).getByLabelText(/^Price/);
    await user.click(price);
    expect(within(form).queryByText(missing)).not.toBeInTheDocument();
    await user.tab();
    expect(await within(form).findByText(missing)).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton(form)).toBeDisabled();
  });

  it('says the message as soon as any field is touched, marking red only the fields touched', async () => {
    const { user, form } = await readyForm({ user_fields: { ...complete, price: '' } });
    await user.click(within(form).getByLabelText(/^Title/));
    await user.tab();
    expect(await within(form).findByText(missing)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Title/)).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText(/^Price/)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a refused price in red with its message once typed', async () => {
    const { user, form } = await readyForm();
    const price = within(form).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '10000');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Enter a price above 0 and below 10000, with at most 2 decimals.',
    );
    expect(price).toHaveAttribute('aria-invalid', 'true');
  });

  it('enables Save again once the missing condition is chosen', async () => {
    const { user, form } = await readyForm({ user_fields: { ...complete, condition: '' } });
    await expectSaveEnabled(form, false);
    await user.click(within(form).getByRole('combobox', { name: 'Condition' }));
    await user.click(screen.getByRole('option', { name: 'Fair condition' }));
    await expectSaveEnabled(form, true);
    expect(within(form).queryByText(missing)).not.toBeInTheDocument();
  });
});

describe('copy buttons', () => {
  it('sit beside non-empty fields only', async () => {
    const { form } = await readyForm({ ai_category: 'books', user_fields: { ...complete, author: '' } });
    expect(within(form).getByRole('button', { name: 'Copy Title' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Copy Price' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Copy Author' })).not.toBeInTheDocument();
  });

  it('appear as a field is filled and go when it is emptied or only spaces', async () => {
    const { user, form } = await readyForm({ user_fields: { ...complete, author: '' } });
    const author = within(form).getByLabelText('Author');
    await user.type(author, 'Frank Herbert');
    expect(within(form).getByRole('button', { name: 'Copy Author' })).toBeInTheDocument();
    await user.clear(author);
    await user.type(author, '  ');
    expect(within(form).queryByRole('button', { name: 'Copy Author' })).not.toBeInTheDocument();
  });

  it('copy what the field holds now', async () => {
    const { user, form } = await readyForm();
    const title = within(form).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Dune Messiah');
    await user.click(within(form).getByRole('button', { name: 'Copy Title' }));
    expect(await screen.findByText('Title copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Dune Messiah');
  });
});

describe('Save Listing', () => {
  it('saves: stage saved, the changed field alone sent and merged, "Item saved!, Your listing has been updated."', async () => {
    const { user, form } = await readyForm();
    const title = within(form).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Dune (1965)');
    await expectSaveEnabled(form, true);
    await user.click(saveButton(form));
    expect(await screen.findByText('Item saved!')).toBeInTheDocument();
    expect(screen.getByText('Your listing has been updated.')).toBeInTheDocument();
    expect(putFor('01F')?.body).toEqual({ stage: 'saved', user_fields: { title: 'Dune (1965)' } });
    await waitFor(() => expect(api.listings[0]?.stage).toBe('saved'));
    expect(api.listings[0]?.user_fields).toEqual({ ...complete, title: 'Dune (1965)' });
  });

  it('keeps the fields the form does not show', async () => {
    const { user, form } = await readyForm({ user_fields: { ...complete, colour: 'Blue' } });
    await expectSaveEnabled(form, true);
    await user.click(saveButton(form));
    await screen.findByText('Item saved!');
    // Nothing changed: the save sends the stage alone, and the server keeps every field.
    expect(putFor('01F')?.body).toEqual({ stage: 'saved' });
    await waitFor(() => expect(api.listings[0]?.user_fields).toEqual({ ...complete, colour: 'Blue' }));
  });

  it('says "Save failed, Could not save your listing." when the save fails', async () => {
    const { user, form } = await readyForm();
    apiServer.use(fakeRoute('updateListing', () => errorBody(500, 'internal', 'Boom')));
    await expectSaveEnabled(form, true);
    await user.click(saveButton(form));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText('Could not save your listing.')).toBeInTheDocument();
    await waitFor(() => expect(api.listings[0]?.stage).toBe('ready'));
  });
});

describe('List on these platforms', () => {
  it('links to the three marketplaces first, in new tabs, beside the ready form', async () => {
    await readyForm();
    const section = screen.getByRole('region', { name: 'List on these platforms' });
    const links = within(section).getAllByRole('link');
    expect(links.slice(0, 3).map((link) => link.getAttribute('href'))).toEqual(
      marketplaces.map((m) => m.url),
    );
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no Generate Description with AI button on the ready form', async () => {
    const { form } = await readyForm();
    expect(
      within(form).queryByRole('button', { name: /Generate Description with AI/ }),
    ).not.toBeInTheDocument();
  });
});
