import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemLife } from '#domain/item-life.ts';
import type { ApiListing } from '#domain/listing.ts';
import { resetItemsChoice } from '#web/features/list/hooks/use-items-choice.ts';
import { api, apiListing, apiServer, errorBody } from '../support/api-server';
import { fakeRoute } from '../support/fake-route';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// Your Items' views with their counts, the title search, the sort, the days listed on a card,
// the summary of what it made, and the CSV records (docs/product.md#your-items).

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();
const thisMonth = () => new Date().toISOString();

const sold = (pounds: number, where: string, soldAt: string): ItemLife => ({
  state: 'sold',
  sale: { price_minor: Math.round(pounds * 100), currency: 'GBP', where, sold_at: soldAt },
  to_take_down: [],
});

const row = (id: string, title: string, price: string, life?: ItemLife): ApiListing =>
  apiListing({ id, stage: 'saved', user_fields: { title, price }, ...(life ? { life } : {}) });

/** Newest first, as the server lists them. */
const rows = () => [
  row('01H', 'Kettle', '6', { state: 'given_away', at: daysAgo(2), to_take_down: [] }),
  row('01G', 'Board game', '15', { state: 'kept', at: daysAgo(2), to_take_down: [] }),
  row('01F', 'Wool scarf', '9', sold(8.5, 'depop', thisMonth())),
  row('01E', 'Oak chair, "Ercol"', '40', sold(35, 'vinted', '2025-01-02T10:00:00.000Z')),
  row('01D', 'Desk lamp', '18', {
    state: 'listed',
    postings: [{ marketplace: 'vinted', listed_at: daysAgo(3) }],
  }),
  row('01C', 'Blue mug', '4', {
    state: 'listed',
    postings: [{ marketplace: 'depop', listed_at: daysAgo(1) }],
  }),
  row('01B', 'Old brass lamp', '12'),
];

async function yourItems() {
  api.listings = rows();
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  const region = await screen.findByRole('region', { name: 'Your Items' });
  return { ...rendered, region };
}

const cardTitles = (region: HTMLElement) =>
  [...region.querySelectorAll('.item-card-title')].map((node) => node.textContent);

beforeEach(() => resetItemsChoice());

describe('the views', () => {
  it('each shows its items and its count', async () => {
    const { user, region } = await yourItems();
    const views = within(region).getByRole('group', { name: 'Which items' });
    expect(await within(views).findByRole('button', { name: 'For sale, 3 items' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(views).getByRole('button', { name: 'Sold, 2 items' })).toBeInTheDocument();
    expect(within(views).getByRole('button', { name: 'Given away, 1 item' })).toBeInTheDocument();
    expect(within(views).getByRole('button', { name: 'Kept, 1 item' })).toBeInTheDocument();
    expect(within(views).getByRole('button', { name: 'All, 7 items' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(views).getByRole('button', { name: 'Sold, 2 items' }));
    await waitFor(() => expect(cardTitles(region)).toEqual(['Wool scarf', 'Oak chair, "Ercol"']));
    expect(within(region).getByText('Sold for £8.50')).toBeInTheDocument();

    await user.click(within(views).getByRole('button', { name: 'For sale, 3 items' }));
    await waitFor(() => expect(cardTitles(region)).toEqual(['Desk lamp', 'Blue mug', 'Old brass lamp']));
    expect(within(region).getByText('Listed 3 days')).toBeInTheDocument();
    expect(within(region).getByText('Listed 1 day')).toBeInTheDocument();

    await user.click(within(views).getByRole('button', { name: 'Kept, 1 item' }));
    await waitFor(() => expect(cardTitles(region)).toEqual(['Board game']));
    expect(api.requests.map((r) => r.route)).toContain('GET /api/listings-summary');
  });

  it('says when a view holds nothing', async () => {
    api.listings = [row('01B', 'Old brass lamp', '12')];
    const { user } = await renderMain();
    await openTab(user, 'List');
    await user.click(await screen.findByRole('button', { name: 'Sold, 0 items' }));
    expect(await screen.findByText('No items in Sold yet.')).toBeInTheDocument();
  });
});

/** Your Items open on For sale, its three cards shown. */
async function forSaleView() {
  const rendered = await yourItems();
  const views = within(rendered.region).getByRole('group', { name: 'Which items' });
  await rendered.user.click(await within(views).findByRole('button', { name: 'For sale, 3 items' }));
  await waitFor(() =>
    expect(cardTitles(rendered.region)).toEqual(['Desk lamp', 'Blue mug', 'Old brass lamp']),
  );
  return rendered;
}

describe('a delete from a view', () => {
  it('takes the card away at once, and brings it back when the server refuses the delete', async () => {
    apiServer.use(fakeRoute('deleteListing', () => errorBody(500, 'internal', 'Boom')));
    const { user, region } = await forSaleView();

    await user.click(within(region).getByRole('button', { name: 'Delete Blue mug' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    await waitFor(() => expect(cardTitles(region)).toEqual(['Desk lamp', 'Blue mug', 'Old brass lamp']));
  });

  it('keeps the card away once the server has deleted the item', async () => {
    const { user, region } = await forSaleView();

    await user.click(within(region).getByRole('button', { name: 'Delete Blue mug' }));
    await waitFor(() => expect(cardTitles(region)).toEqual(['Desk lamp', 'Old brass lamp']));
    await waitFor(() => expect(api.listings.map((listing) => listing.id)).not.toContain('01C'));
    expect(cardTitles(region)).toEqual(['Desk lamp', 'Old brass lamp']);
  });

  it('brings the card back when the delete is undone', async () => {
    const { user, region } = await forSaleView();

    await user.click(within(region).getByRole('button', { name: 'Delete Blue mug' }));
    await waitFor(() => expect(cardTitles(region)).toEqual(['Desk lamp', 'Old brass lamp']));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(cardTitles(region)).toEqual(['Desk lamp', 'Blue mug', 'Old brass lamp']));
  });
});

describe("the views' counts", () => {
  it('follow a delete at once, and its Undo', async () => {
    const { user, region } = await forSaleView();
    const views = within(region).getByRole('group', { name: 'Which items' });

    await user.click(within(region).getByRole('button', { name: 'Delete Blue mug' }));
    expect(await within(views).findByRole('button', { name: 'For sale, 2 items' })).toBeInTheDocument();
    expect(within(views).getByRole('button', { name: 'All, 6 items' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await within(views).findByRole('button', { name: 'For sale, 3 items' })).toBeInTheDocument();
    expect(within(views).getByRole('button', { name: 'All, 7 items' })).toBeInTheDocument();
  });
});

describe('the search and the sort', () => {
  it('finds titles with every word typed, within the view', async () => {
    const { user, region } = await yourItems();
    await user.type(within(region).getByRole('searchbox', { name: 'Search by title' }), 'LAMP');
    await waitFor(() => expect(cardTitles(region)).toEqual(['Desk lamp', 'Old brass lamp']));
    const searched = api.requests.filter((r) => r.route === 'GET /api/listings');
    expect(searched.length).toBeGreaterThan(0);
    await user.type(within(region).getByRole('searchbox', { name: 'Search by title' }), ' zzz');
    expect(await within(region).findByText('No titles with “LAMP zzz”.')).toBeInTheDocument();
  });

  it('sorts by price, highest first, a sold item at what it sold for', async () => {
    const { user, region } = await yourItems();
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Sort by' }), 'Price');
    await waitFor(() =>
      expect(cardTitles(region)).toEqual([
        'Oak chair, "Ercol"',
        'Desk lamp',
        'Board game',
        'Old brass lamp',
        'Wool scarf',
        'Kettle',
        'Blue mug',
      ]),
    );
  });

  it('sorts by days listed, longest first', async () => {
    const { user, region } = await yourItems();
    await user.click(within(region).getByRole('button', { name: /^For sale/ }));
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Sort by' }), 'Days listed');
    await waitFor(() => expect(cardTitles(region)).toEqual(['Desk lamp', 'Blue mug', 'Old brass lamp']));
  });
});

describe('what it made', () => {
  it('adds up this month, all time and by marketplace, and counts the items shifted', async () => {
    const { region } = await yourItems();
    const summary = await within(region).findByRole('region', { name: 'What it made' });
    const figure = (name: string) => within(summary).getByText(name).nextElementSibling?.textContent;
    // Depop's and Vinted's fees are not known: sold counts them, kept does not, and says so.
    expect(figure('This month')).toBe('£8.50 sold, kept not known: we don’t know the fee for this sale');
    expect(figure('All time')).toBe('£43.50 sold, kept not known: we don’t know the fee for these 2 sales');
    const places = within(summary)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(places).toEqual([
      'Depop £8.50 sold, kept not known: we don’t know the fee for this sale',
      'Vinted £35.00 sold, kept not known: we don’t know the fee for this sale',
    ]);
    expect(within(summary).getByText('3 items shifted')).toBeInTheDocument();
  });

  it('says when nothing has sold', async () => {
    api.listings = [row('01B', 'Old brass lamp', '12')];
    const { user } = await renderMain();
    await openTab(user, 'List');
    expect(await screen.findByText('Nothing sold yet.')).toBeInTheDocument();
    expect(screen.getByText('0 items shifted')).toBeInTheDocument();
  });
});

describe('the records file', () => {
  it('is every item as CSV, its pages read in turn, quotes escaped, fee and kept left empty where not known', async () => {
    const { user, region } = await yourItems();
    api.exportPageSize = 3;
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:records';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await user.click(within(region).getByRole('button', { name: 'Download your records (CSV)' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(api.requests.filter((r) => r.route === 'GET /api/listings-export')).toHaveLength(3);
    const text = await saved!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe(
      'Title,Price,Currency,State,Marketplaces,Listed on,Added on,Sold on,Sold price,Sold where,Given away or kept on,Fee (empty where not known),Postage paid,Kept (empty where not known)',
    );
    expect(lines[1]).toMatch(/^Old brass lamp,12\.00,GBP,Saved,,,/);
    expect(lines[4]).toMatch(
      /^"Oak chair, ""Ercol""",40\.00,GBP,Sold,Vinted,,.*,2025-01-02,35\.00,Vinted,,,0\.00,$/,
    );
    expect(await screen.findByText('7 items saved to the CSV file.')).toBeInTheDocument();
  });

  it('names the postage column in a US seller’s words', async () => {
    api.profile = { ...api.profile, country: 'US' };
    const { user, region } = await yourItems();
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:records';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await user.click(within(region).getByRole('button', { name: 'Download your records (CSV)' }));
    await waitFor(() => expect(saved).toBeDefined());
    const header = (await saved!.text()).replace(/^\uFEFF/, '').split('\n')[0];
    expect(header).toContain(',Shipping paid,');
    expect(header).not.toMatch(/Postage/);
  });
});
