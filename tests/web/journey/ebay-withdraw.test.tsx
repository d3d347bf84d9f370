import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Posting } from '#domain/item-life.ts';
import type { ApiListing } from '#domain/listing.ts';
import { ebayListingTexts as texts } from '#domain/texts/ebay-listing.ts';
import { api, apiListing } from '../support/api-server';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// The eBay listing the product published, once the item is gone or its price changes
// (docs/product.md#item-life, #list-on-ebay): ended for the seller ("Ended on eBay for you"),
// or the reminder kept with why; a new price goes to eBay only after Change on eBay.

const at = '2026-11-22T09:00:00.000Z';
const vinted: Posting = { marketplace: 'vinted', listed_at: at };
const ebayByHand: Posting = {
  marketplace: 'ebay',
  listed_at: at,
  url: 'https://www.ebay.co.uk/itm/110000000001',
};
const ebayByProduct: Posting = { ...ebayByHand, ebay_offer_id: 'offer-7' };

const chair = (postings: Posting[], life?: ApiListing['life']): ApiListing =>
  apiListing({
    id: '01JEBAYLIFE',
    stage: 'saved',
    ai_category: 'furniture',
    country: 'GB',
    user_fields: { title: 'Oak chair', price: '25.00' },
    updated_at: '2026-11-22T10:00:00.000Z',
    life: life ?? { state: 'listed', postings },
  });

async function openChair(postings: Posting[], life?: ApiListing['life']) {
  api.listings = [chair(postings, life)];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Oak chair' }));
  return { ...rendered, section: screen.getByRole('region', { name: 'Where it is' }) };
}

const requestsTo = (step: string) =>
  api.requests.filter((r) => r.route === `POST /api/listings/01JEBAYLIFE/ebay/${step}`);

describe('an item gone that the product listed on eBay', { timeout: 20_000 }, () => {
  it('given away: eBay is ticked "Ended on eBay for you", Vinted is left to take down', async () => {
    const { user, section } = await openChair([vinted, ebayByProduct]);
    await user.click(within(section).getByRole('button', { name: 'Given away' }));
    expect(await within(section).findByText(texts.endedForYou)).toBeInTheDocument();
    expect(requestsTo('withdraw')).toHaveLength(1);
    const reminder = within(section).getByRole('region', { name: 'Now take it down from Vinted' });
    expect(within(reminder).queryByRole('button', { name: 'Taken down from eBay' })).toBeNull();
  });

  it('kept, and eBay does not end it: the eBay reminder stays with the reason', async () => {
    api.ebayNotEnded = texts.notReached;
    const { user, section } = await openChair([ebayByProduct]);
    await user.click(within(section).getByRole('button', { name: 'Kept' }));
    const reminder = await within(section).findByRole('region', { name: 'Now take it down from eBay' });
    expect(within(reminder).getByText(texts.notReached)).toBeInTheDocument();
    expect(within(reminder).getByRole('button', { name: 'Taken down from eBay' })).toBeEnabled();
    expect(within(section).queryByText(texts.endedForYou)).toBeNull();
  });

  it('opened while its eBay listing is still due to end (the call never came back): ended then', async () => {
    const { section } = await openChair([], { state: 'kept', at, to_take_down: [ebayByProduct] });
    expect(await within(section).findByText(texts.endedForYou)).toBeInTheDocument();
    expect(requestsTo('withdraw')).toHaveLength(1);
    expect(within(section).queryByRole('region', { name: 'Now take it down from eBay' })).toBeNull();
  });

  it('an eBay listing the seller recorded by hand is never ended by the product', async () => {
    const { user, section } = await openChair([ebayByHand]);
    await user.click(within(section).getByRole('button', { name: 'Kept' }));
    expect(
      await within(section).findByRole('region', { name: 'Now take it down from eBay' }),
    ).toBeInTheDocument();
    expect(requestsTo('withdraw')).toHaveLength(0);
    expect(within(section).queryByText(texts.endedForYou)).toBeNull();
  });
});

describe('a new price for an item the product listed on eBay', { timeout: 20_000 }, () => {
  async function setPrice(user: Awaited<ReturnType<typeof openChair>>['user'], price: string) {
    const input = screen.getByRole('textbox', { name: 'Custom price in pounds' });
    await user.clear(input);
    await user.type(input, price);
    await user.click(within(input.closest('form')!).getByRole('button'));
  }

  it('asks; Change on eBay sends it', async () => {
    const { user } = await openChair([ebayByProduct]);
    await setPrice(user, '19.50');
    const prompt = await screen.findByRole('region', { name: texts.price.ask });
    expect(requestsTo('price')).toHaveLength(0);
    await user.click(within(prompt).getByRole('button', { name: texts.price.change }));
    await waitFor(() => expect(requestsTo('price')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: texts.price.ask })).toBeNull());
  });

  it('asks; Not now sends nothing', async () => {
    const { user } = await openChair([ebayByProduct]);
    await setPrice(user, '19.50');
    const prompt = await screen.findByRole('region', { name: texts.price.ask });
    await user.click(within(prompt).getByRole('button', { name: texts.price.notNow }));
    expect(screen.queryByRole('region', { name: texts.price.ask })).toBeNull();
    expect(requestsTo('price')).toHaveLength(0);
  });

  it('does not ask for an eBay listing recorded by hand', async () => {
    const { user } = await openChair([ebayByHand]);
    await setPrice(user, '19.50');
    await waitFor(() =>
      expect(api.requests.some((r) => r.route === 'PUT /api/listings/01JEBAYLIFE')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: texts.price.ask })).toBeNull();
  });
});
