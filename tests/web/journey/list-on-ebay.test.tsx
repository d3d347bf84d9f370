import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiListing } from '#domain/listing.ts';
import { ebayListingTexts } from '#domain/texts/ebay-listing.ts';
import { api, apiListing, apiServer, errorBody, fakeEbayListingUrl } from '../support/api-server';
import { fakeRoute } from '../support/fake-route';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));
vi.mock('@aws-amplify/ui-react', () => import('../support/fake-amplify-ui-react'));

// List on eBay from the eBay card of "List on these platforms" (docs/product.md#list-on-ebay):
// the sheet says when eBay is not connected, asks only for what eBay is missing, shows the
// fees, and Publish records "listed on eBay" in the item's life.

const jacket = (overrides: Partial<ApiListing> = {}) =>
  apiListing({
    id: '01JEBAYSHEET',
    stage: 'saved',
    country: 'GB',
    currency: 'GBP',
    ai_category: 'clothing and footwear',
    user_fields: { title: 'Levi’s denim jacket', price: '25', brand: 'Levi’s', size: 'M' },
    ...overrides,
  });

async function openSheet() {
  api.listings = [jacket()];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Levi’s denim jacket' }));
  await rendered.user.click(await screen.findByRole('button', { name: 'List on eBay' }));
  return { ...rendered, sheet: await screen.findByRole('dialog', { name: 'List on eBay' }) };
}

const ebayRequests = (step: 'prepare' | 'publish') =>
  api.requests.filter((r) => r.route === `POST /api/listings/01JEBAYSHEET/ebay/${step}`);

describe('List on eBay', { timeout: 20_000 }, () => {
  it('says to connect eBay first, links to Account settings’ eBay section, and asks eBay nothing', async () => {
    const { user, sheet } = await openSheet();
    expect(await within(sheet).findByText(ebayListingTexts.notConnected)).toBeInTheDocument();
    expect(ebayRequests('prepare')).toEqual([]);
    await user.click(within(sheet).getByRole('link', { name: 'Open Account settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Account settings' });
    expect(await within(settings).findByRole('button', { name: 'Connect eBay' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'List on eBay' })).toBeNull();
  });

  it('asks for the missing item specific with eBay’s values, and Publish waits until it is filled', async () => {
    api.ebay = { status: 'connected', connectedAt: '2026-12-01T10:00:00.000Z' };
    const { user, sheet } = await openSheet();
    const department = await within(sheet).findByRole('combobox', { name: 'Department' });
    expect(within(sheet).getByText('Levi’s denim jacket')).toBeInTheDocument();
    expect(within(sheet).getByText('Pre-owned - Good')).toBeInTheDocument();
    expect(within(sheet).getByText(ebayListingTexts.missingAspect('Department'))).toBeInTheDocument();
    expect(within(sheet).getByText(ebayListingTexts.noPostcode)).toBeInTheDocument();
    expect(
      within(department)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'Men', 'Women', 'Boys', 'Girls']);
    const publish = within(sheet).getByRole('button', { name: 'Publish on eBay' });
    expect(publish).toBeDisabled();

    await user.selectOptions(department, 'Men');
    await user.type(
      within(sheet).getByRole('textbox', { name: 'Postcode the item is sent from' }),
      'SW1A 1AA',
    );
    expect(publish).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: 'Check with eBay' }));
    const fees = await within(sheet).findByRole('region', { name: 'eBay’s fees for this listing' });
    expect(within(fees).getByText(/^Insertion fee: £0/)).toBeInTheDocument();
    expect(ebayRequests('prepare').at(-1)!.body).toEqual({
      aspects: { Department: 'Men' },
      postcode: 'SW1A 1AA',
    });
    expect(publish).toBeEnabled();
  });

  it('publishes, and the item’s life shows it listed on eBay with the live link', async () => {
    api.ebay = { status: 'connected', connectedAt: '2026-12-01T10:00:00.000Z' };
    const { user, sheet } = await openSheet();
    await user.selectOptions(await within(sheet).findByRole('combobox', { name: 'Department' }), 'Women');
    await user.type(within(sheet).getByRole('textbox', { name: 'Postcode the item is sent from' }), 'M1 1AE');
    await user.click(within(sheet).getByRole('button', { name: 'Check with eBay' }));
    await within(sheet).findByRole('region', { name: 'eBay’s fees for this listing' });
    await user.click(within(sheet).getByRole('button', { name: 'Publish on eBay' }));

    expect(await screen.findByText('It is live on eBay: its link is under Where it is.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'List on eBay' })).toBeNull());
    const life = screen.getByRole('region', { name: 'Where it is' });
    expect(await within(life).findByText('Listed on eBay.')).toBeInTheDocument();
    expect(within(life).getByRole('link', { name: 'View on eBay' })).toHaveAttribute(
      'href',
      fakeEbayListingUrl,
    );
    expect(ebayRequests('publish').map((r) => r.body)).toEqual([
      { aspects: { Department: 'Women' }, postcode: 'M1 1AE' },
    ]);
    expect(screen.queryByRole('button', { name: 'List on eBay' })).toBeNull();
  });

  it('shows eBay’s refusal in the sheet and keeps what was typed', async () => {
    api.ebay = { status: 'connected', connectedAt: '2026-12-01T10:00:00.000Z' };
    apiServer.use(
      fakeRoute('publishEbayListing', () => errorBody(400, 'bad_request', ebayListingTexts.refused.price)),
    );
    const { user, sheet } = await openSheet();
    await user.selectOptions(await within(sheet).findByRole('combobox', { name: 'Department' }), 'Men');
    const postcode = within(sheet).getByRole('textbox', { name: 'Postcode the item is sent from' });
    await user.type(postcode, 'SW1A 1AA');
    await user.click(within(sheet).getByRole('button', { name: 'Check with eBay' }));
    await within(sheet).findByRole('region', { name: 'eBay’s fees for this listing' });
    await user.click(within(sheet).getByRole('button', { name: 'Publish on eBay' }));

    expect(await within(sheet).findByRole('alert')).toHaveTextContent(ebayListingTexts.refused.price);
    expect(within(sheet).getByRole('combobox', { name: 'Department' })).toHaveValue('Men');
    expect(postcode).toHaveValue('SW1A 1AA');
  });

  it('keeps the postcode given in the sheet in the profile, and the next item’s sheet shows it and asks for none', async () => {
    api.ebay = { status: 'connected', connectedAt: '2026-12-01T10:00:00.000Z' };
    api.profile = { ...api.profile, postcode: 'SW1A 1AA' };
    const { sheet } = await openSheet();
    await within(sheet).findByRole('combobox', { name: 'Department' });
    expect(within(sheet).getByRole('textbox', { name: 'Postcode the item is sent from' })).toHaveValue(
      'SW1A 1AA',
    );
    expect(within(sheet).queryByText(ebayListingTexts.noPostcode)).toBeNull();
    expect(ebayRequests('prepare')[0]!.body).toEqual({});
  });
});
