import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiListing } from '#domain/listing.ts';
import { marketplacesFor } from '#domain/marketplaces.ts';
import { api, apiListing } from '../support/api-server';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// The marketplace section of Listing Details stays on a saved item (docs/product.md#where-it-sells):
// each marketplace of the item's country with Copy, Share, Open and what it still needs.

const jacket = (overrides: Partial<ApiListing> = {}) =>
  apiListing({
    id: '01JKT',
    stage: 'saved',
    ai_category: 'clothing and footwear',
    user_fields: {
      title: 'Denim jacket',
      description: 'Barely worn. Also listed on eBay.',
      condition: 'Very good condition',
      size: 'M',
      brand: 'Levi’s',
      colour: 'Blue',
      price: '25.00',
    },
    ...overrides,
  });

async function openJacket(overrides: Partial<ApiListing> = {}) {
  api.listings = [jacket(overrides)];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: /^Edit / }));
  const section = screen.getByRole('region', { name: 'List on these platforms' });
  return { ...rendered, section };
}

const card = (section: HTMLElement, name: string) => within(section).getByRole('listitem', { name });

describe('List on these platforms on a saved item', () => {
  it("shows the UK's marketplaces, the spec's three first, with no form open", async () => {
    const { section } = await openJacket();
    expect(screen.queryByRole('form', { name: 'Listing Details' })).not.toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    const hrefs = links.map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(marketplacesFor('GB').map((marketplace) => marketplace.url));
    expect(hrefs.slice(0, 3)).toEqual([
      'https://www.facebook.com/marketplace/create',
      'https://www.depop.com/sell/',
      'https://www.vinted.co.uk/items/new',
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('copies the Vinted version: no other marketplace named, the parcel size left to Vinted', async () => {
    const { user, section } = await openJacket();
    const vinted = card(section, 'Vinted');
    expect(within(vinted).getByText('Vinted needs: parcel size')).toBeInTheDocument();
    await user.click(within(vinted).getByRole('button', { name: 'Copy for Vinted' }));
    expect(await screen.findByText('Vinted listing copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      [
        'Denim jacket',
        'Barely worn.',
        'Price: £25.00\nCondition: Very good condition\nSize: M\nBrand: Levi’s\nColour: Blue',
        'Collection available',
      ].join('\n\n'),
    );
  });

  it('copies the Depop version: the description first, hashtags last', async () => {
    const { user, section } = await openJacket();
    await user.click(within(card(section, 'Depop')).getByRole('button', { name: 'Copy for Depop' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toMatch(/^Barely worn\. Also listed on eBay\.\n\n/),
    );
    expect(await navigator.clipboard.readText()).toMatch(/\n\n#clothing #levis #blue$/);
  });

  it("shows each site's condition name, and a condition it has none for as chosen on the site", async () => {
    const { section } = await openJacket({
      user_fields: { ...jacket().user_fields, condition: 'Poor condition' },
    });
    expect(within(card(section, 'Facebook Marketplace')).getByText(/^Condition on/)).toHaveTextContent(
      'Condition on Facebook Marketplace: Poor condition (choose on the site)',
    );
    expect(within(card(section, 'eBay')).getByText(/^Condition on/)).toHaveTextContent(
      'Condition on eBay: Pre-owned',
    );
    expect(within(card(section, 'Vinted')).getByText(/^Condition on/)).toHaveTextContent(
      'Condition on Vinted: Poor condition',
    );
  });

  it('says Postage only when the profile does not allow collection', async () => {
    api.profile = { ...api.profile, allow_collection: false };
    const { user, section } = await openJacket();
    await user.click(within(card(section, 'Facebook Marketplace')).getByRole('button', { name: /^Copy/ }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toMatch(/\n\nPostage only$/));
  });

  it('speaks of local pickup and shipping on a US item', async () => {
    const { user, section } = await openJacket({ country: 'US', currency: 'USD' });
    const facebook = card(section, 'Facebook Marketplace');
    await user.click(within(facebook).getByRole('button', { name: /^Copy/ }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toMatch(/\n\nLocal pickup available$/),
    );
    expect(await navigator.clipboard.readText()).not.toMatch(/Collection|Postage/);
  });

  it('says Shipping only on a US item when the profile does not allow pickup', async () => {
    api.profile = { ...api.profile, allow_collection: false };
    const { user, section } = await openJacket({ country: 'US', currency: 'USD' });
    await user.click(within(card(section, 'Facebook Marketplace')).getByRole('button', { name: /^Copy/ }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toMatch(/\n\nShipping only$/));
  });

  it('shows an eBay title that will be cut, cut, with a warning', async () => {
    const title = 'Vintage Levi’s Type III Trucker Denim Jacket Mid Wash Made in USA Size Medium Mens Rare';
    const { section } = await openJacket({ user_fields: { ...jacket().user_fields, title } });
    const ebay = card(section, 'eBay');
    expect(within(ebay).getByRole('note')).toHaveTextContent(
      'eBay takes titles of up to 80 characters: the title is cut to fit, as shown.' +
        'Vintage Levi’s Type III Trucker Denim Jacket Mid Wash Made in USA Size Medium',
    );
    expect(within(card(section, 'Vinted')).queryByRole('note')).not.toBeInTheDocument();
  });

  it('takes the seller to the field a marketplace still needs, in one tap', async () => {
    const { user, section } = await openJacket({
      user_fields: { title: 'Denim jacket', description: 'Worn.', price: '25.00' },
    });
    const ebay = card(section, 'eBay');
    expect(within(ebay).getByText('eBay needs: condition')).toBeInTheDocument();
    await user.click(within(ebay).getByRole('button', { name: 'Add condition' }));
    const form = await screen.findByRole('form', { name: 'Listing Details' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Condition' })).toHaveFocus());
  });

  it('asks for a title on an item without one, never that it has everything', async () => {
    const { user, section } = await openJacket({
      user_fields: { ...jacket().user_fields, title: '' },
    });
    const ebay = card(section, 'eBay');
    expect(within(ebay).getByText('eBay needs: title')).toBeInTheDocument();
    expect(within(section).queryByText(/has everything it asks for/)).not.toBeInTheDocument();
    await user.click(within(ebay).getByRole('button', { name: 'Add title' }));
    const form = await screen.findByRole('form', { name: 'Listing Details' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveFocus());
  });

  it("shows a US item's marketplaces and its dollars", async () => {
    const { user, section } = await openJacket({ country: 'US', currency: 'USD' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(marketplacesFor('US').map((marketplace) => marketplace.name));
    await user.click(within(card(section, 'eBay')).getByRole('button', { name: 'Copy for eBay' }));
    await waitFor(async () => expect(await navigator.clipboard.readText()).toContain('Price: $25.00'));
    expect(await navigator.clipboard.readText()).toContain('Condition: Pre-owned - Good');
  });

  it('shows a US seller OfferUp, linking to its own new-listing page', async () => {
    const { section } = await openJacket({ country: 'US', currency: 'USD' });
    const offerup = marketplacesFor('US').find((marketplace) => marketplace.id === 'offerup');
    expect(offerup?.url).toBe('https://offerup.com/post');
    expect(within(card(section, 'OfferUp')).getByRole('link')).toHaveAttribute(
      'href',
      'https://offerup.com/post',
    );
  });
});
