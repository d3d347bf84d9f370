import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeRoute } from '../support/fake-route';
import { describe, expect, it, vi } from 'vitest';
import { api, apiServer, errorBody, apiListing } from '../support/api-server';
import { enrichmentCiting, readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

const research = 'Sold for £4.00, £6.50, £8, £10.00, £12.00, £15.00 and £20.00.';

async function pickerFor(overrides = {}) {
  api.listings = [readyRow({ id: '01P', ai_enrichment: enrichmentCiting(research, []), ...overrides })];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Dune' }));
  return { ...rendered, picker: screen.getByRole('region', { name: 'Set Your Price' }) };
}

const savedBodies = () =>
  api.requests.filter((request) => request.route === 'PUT /api/listings/01P').map((r) => r.body);

describe('the price picker', () => {
  it('shows Current price 0.00 by default', async () => {
    const { picker } = await pickerFor();
    expect(within(picker).getByText('£0.00')).toBeInTheDocument();
    expect(picker).toHaveTextContent('Current price: £0.00');
  });

  it('offers up to 5 suggested prices, each labelled suggested, plus Custom price', async () => {
    const { user, picker } = await pickerFor();
    await user.click(within(picker).getByRole('combobox', { name: 'Suggested prices' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      '£4.00 (suggested)',
      '£8.00 (suggested)',
      '£10.00 (suggested)',
      '£15.00 (suggested)',
      '£20.00 (suggested)',
      'Custom price',
    ]);
  });

  it('saves a chosen suggested price: stage saved, the price alone sent and merged', async () => {
    const { user, picker } = await pickerFor();
    await user.click(within(picker).getByRole('combobox', { name: 'Suggested prices' }));
    await user.click(screen.getByRole('option', { name: '£10.00 (suggested)' }));
    await waitFor(() => expect(savedBodies()).toEqual([{ stage: 'saved', user_fields: { price: '10.00' } }]));
    expect(picker).toHaveTextContent('Current price: £10.00');
    expect(api.listings[0]?.user_fields).toEqual({
      title: 'Dune',
      author: 'Frank Herbert',
      description: 'A classic.',
      category: 'books',
      price: '10.00',
    });
  });

  it('has a slider from the lowest to the highest suggested price in steps of 0.5', async () => {
    const { user, picker } = await pickerFor();
    const thumb = within(picker).getByRole('slider', { name: 'Price' });
    thumb.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(savedBodies().at(-1)).toMatchObject({ user_fields: { price: '4.00' } }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(savedBodies().at(-1)).toMatchObject({ user_fields: { price: '4.50' } }));
    expect(thumb).toHaveAttribute('aria-valuetext', '£4.50');
  });

  it('reaches exactly the lowest and the highest suggested price, off the 0.5 grid too', async () => {
    const { user, picker } = await pickerFor({
      ai_enrichment: enrichmentCiting('Sold for £4.99, £9.99 and £15.49.', []),
      user_fields: { title: 'Dune', price: '9.99' },
    });
    const thumb = within(picker).getByRole('slider', { name: 'Price' });
    expect(thumb).toHaveAttribute('aria-valuetext', '£9.99');
    expect(picker).toHaveTextContent('£4.99');
    expect(picker).toHaveTextContent('£15.49');
    thumb.focus();
    await user.keyboard('{Home}');
    await waitFor(() => expect(savedBodies().at(-1)).toMatchObject({ user_fields: { price: '4.99' } }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(savedBodies().at(-1)).toMatchObject({ user_fields: { price: '5.00' } }));
    await user.keyboard('{End}');
    await waitFor(() => expect(savedBodies().at(-1)).toMatchObject({ user_fields: { price: '15.49' } }));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(savedBodies().at(-1)).toMatchObject({ user_fields: { price: '15.00' } }));
  });

  it('has no slider with a single price, and no dropdown without prices', async () => {
    const one = await pickerFor({ ai_enrichment: enrichmentCiting('Sold for £7.00.', []) });
    expect(within(one.picker).queryByRole('slider')).not.toBeInTheDocument();
    expect(within(one.picker).getByRole('combobox', { name: 'Suggested prices' })).toBeInTheDocument();
  });

  it('has no dropdown when the research found no prices', async () => {
    const { picker } = await pickerFor({ ai_enrichment: null });
    expect(within(picker).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(picker).queryByRole('slider')).not.toBeInTheDocument();
  });

  it('sets a custom price with 2 decimals', async () => {
    const { user, picker } = await pickerFor();
    const input = within(picker).getByLabelText('Custom price in pounds');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    await user.type(input, '7.5');
    await user.click(within(picker).getByRole('button', { name: 'Set' }));
    await waitFor(() =>
      expect(savedBodies().at(-1)).toMatchObject({ stage: 'saved', user_fields: { price: '7.50' } }),
    );
    expect(picker).toHaveTextContent('Current price: £7.50');
  });

  it.each(['0', '-3', '10000', '10000.00', '9999.999', '25000'])(
    'refuses a custom price of %s before saving, naming the accepted range',
    async (typed) => {
      const { user, picker } = await pickerFor();
      await user.type(within(picker).getByLabelText('Custom price in pounds'), typed);
      await user.click(within(picker).getByRole('button', { name: 'Set' }));
      expect(within(picker).getByRole('alert')).toHaveTextContent('Enter a price above 0 and below 10000.');
      expect(savedBodies()).toEqual([]);
      expect(screen.queryByText('Save failed')).not.toBeInTheDocument();
      expect(picker).toHaveTextContent('Current price: £0.00');
    },
  );

  it('accepts the highest price in the range, 9999.99', async () => {
    const { user, picker } = await pickerFor();
    await user.type(within(picker).getByLabelText('Custom price in pounds'), '9999.99');
    await user.click(within(picker).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(savedBodies().at(-1)).toMatchObject({ user_fields: { price: '9999.99' } }));
    expect(within(picker).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts the price back and says "Save failed" when the save fails', async () => {
    const { picker } = await pickerFor({ user_fields: { title: 'Dune', price: '5.00' } });
    apiServer.use(fakeRoute('updateListing', () => errorBody(500, 'internal', 'Boom')));
    fireEvent.change(within(picker).getByLabelText('Custom price in pounds'), { target: { value: '9' } });
    fireEvent.click(within(picker).getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText('Could not save your listing.')).toBeInTheDocument();
    await waitFor(() => expect(picker).toHaveTextContent('Current price: £5.00'));
  });
});

it('shows the saved price on the item card', async () => {
  api.listings = [apiListing({ id: '01Q', stage: 'saved', user_fields: { title: 'Vase', price: '3' } })];
  const { user } = await renderMain();
  await openTab(user, 'List');
  expect(await screen.findByText('£3.00')).toBeInTheDocument();
});
