import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiListing } from '#domain/listing.ts';
import { marketplacesFor } from '#domain/marketplaces.ts';
import { api, apiListing } from '../support/api-server';
import { openTab, renderMain, tab } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// Where it is, on Listing Details of a saved item (docs/product.md#item-life): Mark listed,
// Mark sold, Given away, Kept, and the take-down reminder until every live listing is ticked off.

const vintedUrl = 'https://www.vinted.co.uk/items/4242-oak-chair';
const facebookUrl = 'https://www.facebook.com/marketplace/item/987654';
const version = '2026-11-22T10:00:00.000Z';

const chair = (overrides: Partial<ApiListing> = {}) =>
  apiListing({
    id: '01JLIFE',
    stage: 'saved',
    ai_category: 'furniture',
    user_fields: { title: 'Oak chair', price: '25.00' },
    updated_at: version,
    ...overrides,
  });

async function openChair(overrides: Partial<ApiListing> = {}) {
  api.listings = [chair(overrides)];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Oak chair' }));
  return { ...rendered, section: screen.getByRole('region', { name: 'Where it is' }) };
}

const lifeRequests = () => api.requests.filter((r) => r.route === 'POST /api/listings/01JLIFE/life');

// The first test pays for the List tab's lazy chunk: on a loaded machine that alone can take 5 s.
describe('Where it is', { timeout: 20_000 }, () => {
  it('says a saved item stored without a life is not listed yet, and offers the four ways on', async () => {
    const { section } = await openChair();
    expect(within(section).getByText('Saved: not listed anywhere yet.')).toBeInTheDocument();
    for (const name of ['Mark listed', 'Mark sold', 'Given away', 'Kept'])
      expect(within(section).getByRole('button', { name })).toBeEnabled();
  });

  it('marks it listed on two marketplaces with their addresses, checked before they are sent', async () => {
    const { user, section } = await openChair();
    await user.click(within(section).getByRole('button', { name: 'Mark listed' }));
    const marketplace = within(section).getByRole('combobox', { name: 'Marketplace' });
    expect(
      within(marketplace)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(marketplacesFor('GB').map((m) => m.name));
    await user.selectOptions(marketplace, 'Vinted');
    const address = within(section).getByRole('textbox', { name: 'Address of the live listing (optional)' });
    await user.click(address);
    await user.paste('https://www.depop.com/products/oak');
    await user.click(within(section).getByRole('button', { name: 'Mark listed' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('That address is not a Vinted listing.');
    expect(lifeRequests()).toEqual([]);

    await user.clear(address);
    await user.paste(vintedUrl);
    await user.click(within(section).getByRole('button', { name: 'Mark listed' }));
    expect(await screen.findByText('Marked listed')).toBeInTheDocument();
    expect(lifeRequests().map((r) => r.body)).toEqual([
      { event: { type: 'list', marketplace: 'vinted', url: vintedUrl }, seen: version },
    ]);
    expect(await within(section).findByText('Listed on Vinted.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View on Vinted' })).toHaveAttribute('href', vintedUrl);

    // The second is made from the version the first answered, and Vinted is not offered again.
    await user.click(within(section).getByRole('button', { name: 'Mark listed' }));
    const again = within(section).getByRole('combobox', { name: 'Marketplace' });
    expect(within(again).queryByRole('option', { name: 'Vinted' })).toBeNull();
    await user.selectOptions(again, 'Facebook Marketplace');
    await user.click(within(section).getByRole('textbox', { name: /Address/ }));
    await user.paste(facebookUrl);
    await user.click(within(section).getByRole('button', { name: 'Mark listed' }));
    expect(
      await within(section).findByText('Listed on Vinted and Facebook Marketplace.'),
    ).toBeInTheDocument();
    expect((lifeRequests()[1]!.body as { seen: string }).seen).not.toBe(version);
  });

  it('marks it sold on one, then reminds to take it down from the other until it is ticked off', async () => {
    const listed = {
      state: 'listed' as const,
      postings: [
        { marketplace: 'vinted', listed_at: '2026-11-20T10:00:00.000Z', url: vintedUrl },
        { marketplace: 'facebook', listed_at: '2026-11-21T10:00:00.000Z', url: facebookUrl },
      ],
    };
    const { user, section } = await openChair({ life: listed });
    await user.click(within(section).getByRole('button', { name: 'Mark sold' }));
    const price = within(section).getByRole('textbox', { name: 'Sold for (GBP)' });
    expect(price).toHaveValue('25.00');
    const where = within(section).getByRole('combobox', { name: 'Where it sold' });
    expect(
      within(where)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Vinted', 'Facebook Marketplace', 'Elsewhere (in person, to a friend)']);
    await user.clear(price);
    await user.type(price, '22.5');
    await user.click(within(section).getByRole('button', { name: 'Mark sold' }));
    expect(await screen.findByText('Marked sold')).toBeInTheDocument();
    expect(lifeRequests()[0]!.body).toEqual({
      event: { type: 'sell', price_minor: 2250, currency: 'GBP', where: 'vinted' },
      seen: version,
    });
    expect(await within(section).findByText('Sold for £22.50 on Vinted.')).toBeInTheDocument();

    const reminder = within(section).getByRole('region', {
      name: 'Now take it down from Facebook Marketplace',
    });
    expect(
      within(reminder).getByRole('link', { name: 'Open the Facebook Marketplace listing' }),
    ).toHaveAttribute('href', facebookUrl);
    expect(within(tab(/^List/)).getByText('1 to take down')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Mark listed' })).toBeNull();

    await user.click(within(reminder).getByRole('button', { name: 'Taken down from Facebook Marketplace' }));
    expect(await screen.findByText('Taken down everywhere.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('region')).toBeNull());
    expect(within(tab(/^List/)).queryByText(/to take down/)).toBeNull();
  });

  it('lists a sold item again when the sale fell through, not offering what is still live', async () => {
    const sold = {
      state: 'sold' as const,
      sale: { price_minor: 2000, currency: 'GBP', where: 'vinted', sold_at: '2026-11-21T10:00:00.000Z' },
      to_take_down: [{ marketplace: 'facebook', listed_at: '2026-11-20T10:00:00.000Z', url: facebookUrl }],
    };
    const { user, section } = await openChair({ life: sold });
    expect(within(section).queryByRole('button', { name: 'Mark listed' })).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'List it again' }));
    const marketplace = within(section).getByRole('combobox', { name: 'Marketplace' });
    expect(
      within(marketplace)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(marketplacesFor('GB').flatMap((m) => (m.id === 'facebook' ? [] : [m.name])));
    await user.selectOptions(marketplace, 'Vinted');
    await user.click(within(section).getByRole('button', { name: 'List it again' }));
    expect(await screen.findByText('Listed again')).toBeInTheDocument();
    expect(lifeRequests().map((r) => r.body)).toEqual([
      { event: { type: 'relist', marketplace: 'vinted' }, seen: version },
    ]);
    expect(
      await within(section).findByText('Listed on Facebook Marketplace and Vinted.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Mark sold' })).toBeEnabled();
  });

  it('refuses a price outside the rules before sending it', async () => {
    const { user, section } = await openChair();
    await user.click(within(section).getByRole('button', { name: 'Mark sold' }));
    const price = within(section).getByRole('textbox', { name: 'Sold for (GBP)' });
    await user.clear(price);
    await user.type(price, '0');
    await user.click(within(section).getByRole('button', { name: 'Mark sold' }));
    expect(within(section).getByRole('alert')).toBeInTheDocument();
    expect(lifeRequests()).toEqual([]);
  });

  it("says the server's reason when the item changed elsewhere, and reads the item again", async () => {
    const { user, section } = await openChair();
    api.listings = [chair({ updated_at: '2026-11-23T10:00:00.000Z' })];
    await user.click(within(section).getByRole('button', { name: 'Kept' }));
    expect(
      await screen.findByText(
        'This item was changed somewhere else. Look at it again, then make your change.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Kept' }));
    expect(await screen.findByText('Marked kept')).toBeInTheDocument();
    expect(await within(section).findByText('Kept')).toBeInTheDocument();
  });
});
