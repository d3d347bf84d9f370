// @ts-nocheck
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkListingPrice } from '#domain/prices.ts';
import { expectSaveEnabled, putFor, readyForm, saveButton } from './open-listing-form';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// The price input follows the server's own rule (domain/prices.ts checkListingPrice, which
// PUT /api/listings/{id} applies): a number above 0 and below 10000, the spec's accepted
// range, with at most 2 decimals; the message names the range, before anything is saved.

const priceMessage = 'Enter a price above 0 and below 10000, with at most 2 decimals.';

async function typePrice(text: string) {
  const opened = await readyForm();
  const price = within(opened.form).getByLabelText(/^Price/);
  await opened.user.clear(price);
  await opened.user.type(price, text);
  return { ...opened, price };
}

describe('the listing price', () => {
  it('says what the server says about a price it refuses', () => {
    expect(checkListingPrice('-5')).toEqual({ ok: false, error: priceMessage });
  });

  it.each([
    ['a negative number', '-5'],
    ['0, the start of the accepted range', '0'],
    ['0.00', '0.00'],
    ['more than 2 decimals', '12.345'],
    ['10000, the end of the accepted range', '10000'],
    ['above the maximum', '25000'],
    ['an exponent', '1e3'],
  ])('refuses %s with its message beside the price and Save disabled', async (_case, text) => {
    const { form, price } = await typePrice(text);
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(priceMessage);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(priceMessage);
    expect(saveButton(form)).toBeDisabled();
    expect(within(form).queryByText('Please fill all required fields.')).not.toBeInTheDocument();
  });

  // A number input holds nothing for what it cannot read as a finite number: to the form
  // that is a blank price, so the required rule speaks.
  it.each([
    ['not a number', 'NaN'],
    ['too large to be a number', '1e400'],
  ])('treats a price that is %s as blank', async (_case, text) => {
    const { form, price } = await typePrice(text);
    expect(price).toHaveValue(null);
    expect(await within(form).findByText('Please fill all required fields.')).toBeInTheDocument();
    expect(saveButton(form)).toBeDisabled();
  });

  it.each(['0.01', '0.5', '12.50', '9999.99'])('accepts %s and saves it as typed', async (text) => {
    const { user, form } = await typePrice(text);
    await expectSaveEnabled(form, true);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(saveButton(form));
    expect(await screen.findByText('Item saved!')).toBeInTheDocument();
    expect(putFor('01F')?.body).toMatchObject({ user_fields: { price: text } });
  });

  it('clears the message once the price is corrected', async () => {
    const { user, form, price } = await typePrice('12.345');
    await within(form).findByRole('alert');
    await user.clear(price);
    await user.type(price, '12.34');
    await expectSaveEnabled(form, true);
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(price).not.toHaveAttribute('aria-invalid');
  });

  it('starts a stored price the server would refuse ("15-20") blank, and asks for one', async () => {
    const { user, form } = await readyForm({
      user_fields: {
        title: 'Dune',
        description: 'A classic.',
        condition: 'Good condition',
        price: '15-20',
      },
    });
    await expectSaveEnabled(form, false);
    expect(within(form).getByLabelText(/^Price/)).toHaveValue(null);
    expect(within(form).queryByRole('button', { name: 'Copy Price' })).not.toBeInTheDocument();
    // Calm until the price is touched (docs/product.md#validation).
    expect(within(form).queryByText('Please fill all required fields.')).not.toBeInTheDocument();
    await user.click(within(form).getByLabelText(/^Price/));
    await user.tab();
    expect(await within(form).findByText('Please fill all required fields.')).toBeInTheDocument();
  });
});
