import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../support/api-server';
import { enrichmentCiting, readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// An item keeps the currency it was analysed in (docs/product.md#country-and-currency): a US
// item's hint, picker, slider, card and custom price are in dollars, and reads no other currency.

const research = 'Sold for $12.00 and US$18.50 in the USA; C$40 in Canada, £30 in the UK, €25 in Ireland.';

function usItem() {
  api.listings = [
    readyRow({
      id: '01US',
      country: 'US',
      currency: 'USD',
      user_fields: { title: 'Dune', price: '15.00' },
      ai_enrichment: enrichmentCiting(research, []),
    }),
  ];
}

describe('a US item', () => {
  it('shows its price hint in dollars, from its dollars only', async () => {
    usItem();
    const { user } = await renderMain();
    await openTab(user, 'Review');
    await screen.findByRole('article', { name: 'Dune' });
    expect(screen.getByText('Asking prices seen online: $12.00 - $18.50')).toBeInTheDocument();
  });

  it('prices in dollars on the List tab and refuses a price typed in pounds', async () => {
    usItem();
    const { user } = await renderMain();
    await openTab(user, 'List');
    expect(await screen.findByText('$15.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Dune' }));
    const picker = screen.getByRole('region', { name: 'Set Your Price' });
    expect(picker).toHaveTextContent('Current price: $15.00');
    expect(within(picker).getByText('$12.00')).toBeInTheDocument();
    expect(within(picker).getByText('$18.50')).toBeInTheDocument();
    await user.type(within(picker).getByLabelText('Custom price in US dollars'), '£12');
    await user.click(within(picker).getByRole('button', { name: 'Set' }));
    expect(within(picker).getByRole('alert')).toHaveTextContent(
      'This item is priced in USD: enter the amount in $, e.g. 12.50.',
    );
    await user.clear(within(picker).getByLabelText('Custom price in US dollars'));
    await user.type(within(picker).getByLabelText('Custom price in US dollars'), 'US$12');
    await user.click(within(picker).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(picker).toHaveTextContent('Current price: $12.00'));
  });
});

describe('an item from before items kept a currency', () => {
  it('reads as pounds', async () => {
    api.listings = [readyRow({ id: '01OLD', user_fields: { title: 'Dune', price: '15.00' } })];
    const { user } = await renderMain();
    await openTab(user, 'List');
    expect(await screen.findByText('£15.00')).toBeInTheDocument();
  });
});
