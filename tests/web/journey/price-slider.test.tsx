import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../support/api-server';
import { enrichmentCiting, readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// docs/product.md#screens: the slider shows no price until one is chosen, or starts at the
// saved price; every price it shows is one it would save, a custom one off its grid included.

const research = 'Sold for £4.99, £8, £12.00 and £20.00.';

async function pickerFor(price?: string) {
  api.listings = [
    readyRow({
      id: '01P',
      ai_enrichment: enrichmentCiting(research, []),
      user_fields: price === undefined ? { title: 'Dune' } : { title: 'Dune', price },
    }),
  ];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Dune' }));
  const picker = screen.getByRole('region', { name: 'Set Your Price' });
  return { ...rendered, picker, thumb: within(picker).getByRole('slider', { name: 'Price' }) };
}

const savedPrices = () =>
  api.requests
    .filter((request) => request.route === 'PUT /api/listings/01P')
    .map((request) => (request.body as { user_fields: { price?: string } }).user_fields.price);
const chosenLabel = (picker: HTMLElement) => picker.querySelector('.price-slider-chosen')?.textContent;

describe('the price slider', { timeout: 20_000 }, () => {
  it('shows no price before one is chosen, and Home then saves the lowest', async () => {
    const { user, picker, thumb } = await pickerFor();
    expect(picker).toHaveTextContent('Current price: £0.00');
    expect(thumb).toHaveAttribute('aria-valuetext', 'Choose a price');
    expect(chosenLabel(picker)).toBe('');

    thumb.focus();
    await user.keyboard('{Home}');
    await waitFor(() => expect(savedPrices()).toEqual(['4.99']));
    expect(thumb).toHaveAttribute('aria-valuetext', '£4.99');
    expect(chosenLabel(picker)).toBe('£4.99');
  });

  it('starts at a saved price off its grid, labels it to the penny, and moves on from it', async () => {
    const { user, picker, thumb } = await pickerFor('9.75');
    expect(picker).toHaveTextContent('Current price: £9.75');
    expect(thumb).toHaveAttribute('aria-valuetext', '£9.75');
    expect(chosenLabel(picker)).toBe('£9.75');

    thumb.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(savedPrices()).toEqual(['10.00']));
    expect(chosenLabel(picker)).toBe('£10.00');
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(savedPrices()).toEqual(['10.00', '9.50']));
    expect(chosenLabel(picker)).toBe('£9.50');
  });

  it('follows a custom price set below it, to the penny', async () => {
    const { user, picker, thumb } = await pickerFor('8.00');
    await user.type(within(picker).getByLabelText('Custom price in pounds'), '13.37');
    await user.click(within(picker).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(picker).toHaveTextContent('Current price: £13.37'));
    expect(thumb).toHaveAttribute('aria-valuetext', '£13.37');
    expect(chosenLabel(picker)).toBe('£13.37');
  });

  it('shows no price for a saved price outside its range', async () => {
    const { picker, thumb } = await pickerFor('25.00');
    expect(picker).toHaveTextContent('Current price: £25.00');
    expect(thumb).toHaveAttribute('aria-valuetext', 'Choose a price');
    expect(chosenLabel(picker)).toBe('');
  });
});
