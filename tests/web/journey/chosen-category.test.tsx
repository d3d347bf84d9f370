import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiListing } from '#domain/listing.ts';
import { api, apiListing } from '../support/api-server';
import { readyRow } from './journey-api';
import { putFor, saveButton } from './open-listing-form';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// docs/product.md#category-field-sets: when the AI cannot tell the category, the seller
// chooses it, and the chosen one drives what the AI's would: the badge, the form's fields,
// Depop's hashtags and the parcel size.

const jacketFields = {
  title: 'Denim jacket',
  description: 'Barely worn.',
  condition: 'Very good condition',
  price: '25.00',
};

const badge = () => document.querySelector('.details-card .category-badge');
const section = () => screen.getByRole('region', { name: 'List on these platforms' });
const nets = () => screen.getByRole('region', { name: 'Set Your Price' }).querySelector('.price-nets');

async function openItem(row: Partial<ApiListing>) {
  api.listings = [row.stage === 'ready' ? readyRow(row) : apiListing(row)];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Denim jacket' }));
  return rendered;
}

describe('a category the seller chooses', { timeout: 30_000 }, () => {
  it('brings its fields into the form as it is chosen, and its badge once saved', async () => {
    const { user } = await openItem({
      id: '01U',
      stage: 'ready',
      ai_category: 'unknown',
      user_fields: { ...jacketFields, category: 'unknown' },
    });
    const form = screen.getByRole('form', { name: 'Listing Details' });
    expect(badge()).toHaveTextContent('unknown');
    expect(within(form).queryByLabelText(/^Brand/)).not.toBeInTheDocument();

    const category = within(form).getByLabelText(/^Category/);
    await user.clear(category);
    await user.paste('Clothing and footwear');
    await user.click(within(form).getByLabelText(/^Brand/));
    await user.paste('Levi’s');
    await user.click(within(form).getByLabelText(/^Colour/));
    await user.paste('Blue');
    expect(within(form).getByLabelText(/^Size/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Material/)).toBeInTheDocument();
    // The choice stays open to change.
    expect(within(form).getByLabelText(/^Category/)).toHaveValue('Clothing and footwear');

    await user.click(saveButton(form));
    expect(await screen.findByText('Item saved!')).toBeInTheDocument();
    await waitFor(() => expect(putFor('01U')).toBeDefined());
    expect((putFor('01U')?.body as { user_fields: object }).user_fields).toMatchObject({
      category: 'Clothing and footwear',
      brand: 'Levi’s',
      colour: 'Blue',
    });
    expect(badge()).toHaveTextContent('clothing and footwear');
  });

  it('gives a saved item its badge, fields, Depop hashtags and parcel size', async () => {
    const { user } = await openItem({
      id: '01S',
      stage: 'saved',
      ai_category: 'unknown',
      user_fields: { ...jacketFields, category: 'clothing and footwear', brand: 'Levi’s', colour: 'Blue' },
    });
    expect(badge()).toHaveTextContent('clothing and footwear');
    expect(nets()).toHaveTextContent('Suggested parcel: small.');
    expect(within(section()).queryByText(/Best for/)).not.toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Copy for Depop' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toMatch(/\n\n#clothing #levis #blue$/),
    );

    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    const form = screen.getByRole('form', { name: 'Listing Details' });
    for (const label of [/^Size/, /^Brand/, /^Material/, /^Colour/, /^Category/]) {
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText(/^Brand/)).toHaveValue('Levi’s');
  });

  it('shows on the Review card’s badge', async () => {
    api.listings = [
      readyRow({ id: '01R', ai_category: 'unknown', user_fields: { ...jacketFields, category: 'toys' } }),
    ];
    const { user } = await renderMain();
    await openTab(user, 'Review');
    const card = await screen.findByRole('article', { name: 'Denim jacket' });
    expect(within(card).getByText('toys')).toHaveClass('category-badge');
  });
});
