import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { marketplacesFor } from '#domain/marketplaces.ts';
import { api } from '../support/api-server';
import { enrichmentCiting, readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// docs/product.md#what-you-keep and #honest-pricing: beside the price being set, what the
// seller keeps on each marketplace of the item's country, as of the day the fees were read;
// a fee not sourced is said to be unknown. The suggestions are called asking prices, and
// Quick sale sets the lowest.

const research = 'Listed at £4.99, £8, £12.00 and £20.00.';

async function pickerFor(overrides = {}) {
  api.listings = [
    readyRow({
      id: '01N',
      ai_enrichment: enrichmentCiting(research, []),
      user_fields: { title: 'Dune', price: '12.00' },
      ...overrides,
    }),
  ];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Dune' }));
  const picker = screen.getByRole('region', { name: 'Set Your Price' });
  return { ...rendered, picker, nets: () => picker.querySelector('.price-nets') as HTMLElement };
}

const marketplaceNamesOf = (country: string) =>
  marketplacesFor(country).map((marketplace) => marketplace.name);
const lines = (nets: HTMLElement) =>
  within(nets)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const savedPrices = () =>
  api.requests
    .filter((request) => request.route === 'PUT /api/listings/01N')
    .map((request) => (request.body as { user_fields: { price?: string } }).user_fields.price);

describe('what you keep, beside the price', { timeout: 20_000 }, () => {
  it('shows each UK marketplace’s net at the saved price, with the day the fees were read', async () => {
    const { nets } = await pickerFor();
    expect(within(nets()).getByRole('heading', { name: 'What you keep' })).toBeInTheDocument();
    expect(nets()).toHaveTextContent('At £12.00:');
    expect(lines(nets()).map((line) => line?.split(':')[0])).toEqual(marketplaceNamesOf('GB'));
    expect(lines(nets())).toEqual(
      expect.arrayContaining([
        'Facebook Marketplace: we do not know its fees',
        'Depop: we do not know its fees',
        'Vinted: we do not know its fees',
        'eBay: you keep £12.00 (private sellers pay no selling fee)',
      ]),
    );
    expect(nets()).toHaveTextContent('Fees as of 2 Dec 2026.');
  });

  it('asks for a price, and shows no sum, while no price is set', async () => {
    const { nets } = await pickerFor({ user_fields: { title: 'Dune' } });
    expect(within(nets()).getByRole('heading', { name: 'What you keep' })).toBeInTheDocument();
    expect(nets()).toHaveTextContent('Set a price to see what you keep on each marketplace.');
    expect(within(nets()).queryAllByRole('listitem')).toEqual([]);
    expect(nets()).not.toHaveTextContent('£');
    expect(nets()).not.toHaveTextContent('Fees as of');
  });

  it('follows the slider to the price it moves to', async () => {
    const { picker, nets } = await pickerFor();
    const thumb = within(picker).getByRole('slider', { name: 'Price' });
    fireEvent.keyDown(thumb, { key: 'End' });
    await waitFor(() => expect(nets()).toHaveTextContent('At £20.00:'));
    expect(lines(nets())).toContain('eBay: you keep £20.00 (private sellers pay no selling fee)');
  });

  it('says the parcel size it suggests and that it does not know the postage', async () => {
    const { nets } = await pickerFor();
    expect(nets()).toHaveTextContent('Suggested parcel: small.');
    expect(nets()).toHaveTextContent(
      'Postage: we do not know it; no price found on the carriers’ own pages (Royal Mail, Evri, InPost).',
    );
  });

  it('suggests no parcel for an unknown category', async () => {
    const { nets } = await pickerFor({ ai_category: 'unknown' });
    expect(nets()).toHaveTextContent('No parcel size suggested for this category.');
    expect(nets()).not.toHaveTextContent('Postage');
  });

  it('gives a US item the US marketplaces, in dollars, Mercari’s fee marked as from a third party', async () => {
    const { nets } = await pickerFor({
      country: 'US',
      currency: 'USD',
      ai_enrichment: enrichmentCiting('$5 and $9', []),
    });
    expect(nets()).toHaveTextContent('At $12.00:');
    expect(lines(nets())).toEqual(
      marketplaceNamesOf('US').map((name) =>
        name === 'Mercari'
          ? 'Mercari: you keep $10.80 (after $1.20 in fees; fee from a third-party copy of its fee page)'
          : `${name}: we do not know its fees`,
      ),
    );
    expect(nets()).toHaveTextContent('(USPS)');
  });

  it('speaks of shipping to a US seller where a UK seller reads postage', async () => {
    const us = await pickerFor({ country: 'US', currency: 'USD' });
    expect(us.nets()).toHaveTextContent(
      'Shipping: we do not know it; no price found on the carriers’ own pages (USPS).',
    );
    expect(us.nets()).not.toHaveTextContent('Postage');
  });
});

describe('honest pricing on the picker', { timeout: 20_000 }, () => {
  it('calls the suggestions asking prices', async () => {
    const { picker } = await pickerFor();
    expect(picker).toHaveTextContent(
      'The suggestions are asking prices seen online, not what items sold for.',
    );
  });

  it('offers Quick sale at the lowest suggestion, and saves it in one tap', async () => {
    const { user, picker } = await pickerFor();
    await user.click(within(picker).getByRole('button', { name: 'Quick sale: £4.99' }));
    await waitFor(() => expect(savedPrices()).toEqual(['4.99']));
    expect(picker).toHaveTextContent('Current price: £4.99');
  });

  it('offers no Quick sale with a single suggestion', async () => {
    const { picker } = await pickerFor({ ai_enrichment: enrichmentCiting('Listed at £7.00.', []) });
    expect(within(picker).queryByRole('button', { name: /Quick sale/ })).not.toBeInTheDocument();
    expect(picker).toHaveTextContent('The suggestions are asking prices seen online');
  });
});
