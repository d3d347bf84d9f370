import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { marketplaces } from '#domain/marketplaces.ts';
import { api, apiServer, errorBody, listingRow } from '../support/api-server';
import { readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

const complete = {
  title: 'Dune',
  description: 'A classic.',
  condition: 'Good condition',
  price: '9.00',
  category: 'books',
};

async function formFor(overrides = {}) {
  api.listings = [readyRow({ id: '01F', user_fields: complete, ...overrides })];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: /^Edit / }));
  return { ...rendered, form: screen.getByRole('form', { name: 'Listing Details' }) };
}

const labels = (form: HTMLElement) =>
  within(form)
    .getAllByText((_content, element) => element?.tagName === 'LABEL')
    .map((label) => label.textContent?.replace(' (required)', '').trim());

describe('the listing form', () => {
  it.each([
    [
      'books',
      ['Title *', 'Description *', 'Format', 'Condition *', 'Author', 'Publisher', 'ISBN', 'Price *'],
    ],
    [
      'clothing and footwear',
      ['Title *', 'Description *', 'Condition *', 'Size', 'Brand', 'Material', 'Colour', 'Price *'],
    ],
    [
      'electronics',
      ['Title *', 'Description *', 'Condition *', 'Brand', 'Storage', 'Colour', 'Accessories', 'Price *'],
    ],
    ['furniture', ['Title *', 'Description *', 'Condition *', 'Material', 'Dimensions', 'Colour', 'Price *']],
    ['toys', ['Title *', 'Description *', 'Condition *', 'Brand', 'Material', 'Price *']],
    ['kitchenware', ['Title *', 'Description *', 'Condition *', 'Material', 'Brand', 'Colour', 'Price *']],
    ['garden tools', ['Title *', 'Description *', 'Category', 'Condition *', 'Price *']],
  ])('shows the fields of %s, with stars on the four required ones', async (category, expected) => {
    const { form } = await formFor({ ai_category: category });
    expect(labels(form)).toEqual(expected);
  });

  it('has a price input of type number with min 0 and step 0.01', async () => {
    const { form } = await formFor();
    const price = within(form).getByLabelText(/^Price/);
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
  });

  it('offers the 7 conditions', async () => {
    const { user, form } = await formFor();
    await user.click(within(form).getByRole('combobox', { name: 'Condition' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent?.replace('✓', ''))).toEqual([
      'New with tags',
      'New without tags',
      'Excellent condition',
      'Very good condition',
      'Good condition',
      'Fair condition',
      'Poor condition',
    ]);
  });

  it.each(['title', 'description', 'price'])(
    'disables Save and says "Please fill all required fields." when %s is blank after trimming',
    async (field) => {
      const { user, form } = await formFor();
      const input = within(form).getByLabelText(new RegExp(`^${field}`, 'i'));
      await user.clear(input);
      if (field !== 'price') await user.type(input, '   ');
      expect(within(form).getByRole('button', { name: 'Save Listing' })).toBeDisabled();
      expect(within(form).getByText('Please fill all required fields.')).toBeInTheDocument();
    },
  );

  it('disables Save when no condition is chosen', async () => {
    const { form } = await formFor({ user_fields: { ...complete, condition: '' } });
    expect(within(form).getByRole('button', { name: 'Save Listing' })).toBeDisabled();
    expect(within(form).getByText('Please fill all required fields.')).toBeInTheDocument();
  });

  it('shows copy buttons beside non-empty fields only', async () => {
    const { form } = await formFor({ ai_category: 'books', user_fields: { ...complete, author: '' } });
    expect(within(form).getByRole('button', { name: 'Copy Title' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Copy Price' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Copy Author' })).not.toBeInTheDocument();
  });

  it('saves: stage saved, fields merged, "Item saved!"', async () => {
    const { user, form } = await formFor();
    const title = within(form).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Dune (1965)');
    await user.click(within(form).getByRole('button', { name: 'Save Listing' }));
    expect(await screen.findByText('Item saved!')).toBeInTheDocument();
    expect(screen.getByText('Your listing has been updated.')).toBeInTheDocument();
    const put = api.requests.find((request) => request.route === 'PUT /api/listings/01F');
    expect(put?.body).toMatchObject({ stage: 'saved', user_fields: { ...complete, title: 'Dune (1965)' } });
    await waitFor(() => expect(api.listings[0]?.stage).toBe('saved'));
  });

  it('says "Save failed" when the save fails', async () => {
    const { user, form } = await formFor();
    apiServer.use(http.put('*/api/listings/:id', () => errorBody(500, 'internal', 'Boom')));
    await user.click(within(form).getByRole('button', { name: 'Save Listing' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
  });

  it('links to the three marketplaces under "List on these platforms", in new tabs', async () => {
    const { form } = await formFor();
    const section = within(form).getByRole('region', { name: 'List on these platforms' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(marketplaces.map((m) => m.url));
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no Generate Description with AI button on the ready form', async () => {
    const { form } = await formFor();
    expect(
      within(form).queryByRole('button', { name: /Generate Description with AI/ }),
    ).not.toBeInTheDocument();
  });
});

describe('Generate Description with AI (in Edit Details)', () => {
  async function editor(fields = complete) {
    api.listings = [
      listingRow({
        id: '01G',
        stage: 'saved',
        ai_category: 'books',
        ai_details_text: 'Details.',
        user_fields: fields,
      }),
    ];
    const rendered = await renderMain();
    await openTab(rendered.user, 'List');
    await rendered.user.click(await screen.findByRole('button', { name: /^Edit / }));
    await rendered.user.click(screen.getByRole('button', { name: 'Edit Details' }));
    return { ...rendered, form: screen.getByRole('form', { name: 'Listing Details' }) };
  }

  it('needs a title', async () => {
    const { form } = await editor({ ...complete, title: ' ' });
    expect(within(form).getByRole('button', { name: /Generate Description with AI/ })).toBeDisabled();
  });

  it('sends the refine body and puts the new description in the form', async () => {
    let body: Record<string, unknown> = {};
    const { user, form } = await editor();
    apiServer.use(
      http.post('*/api/generate-listing', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          category: 'books',
          detailsText: 'x',
          fields: { description: 'A gripping read.' },
          enrichment: null,
        });
      }),
    );
    await user.click(within(form).getByRole('button', { name: /Generate Description with AI/ }));
    expect(await screen.findByText('Description generated!')).toBeInTheDocument();
    expect(screen.getByText('AI has created a new description for your listing.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Description/)).toHaveValue('A gripping read.');
    expect(Object.keys(body).sort()).toEqual([
      'country',
      'detailsText',
      'imageUrl',
      'oldFields',
      'userInstruction',
    ]);
    expect(body.userInstruction).toContain('Title: Dune');
    expect(body.detailsText).toBe('Details.');
  });

  it('says "Generation failed" when the generator fails', async () => {
    const { user, form } = await editor();
    apiServer.use(http.post('*/api/generate-listing', () => errorBody(502, 'ai_failed', 'Upstream')));
    await user.click(within(form).getByRole('button', { name: /Generate Description with AI/ }));
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('Could not generate description. Please try again.')).toBeInTheDocument();
  });

  it('says "No auth token found." when the session is gone', async () => {
    const { user, form } = await editor();
    const { fetchAuthSession } = await import('../support/fake-amplify-auth');
    fetchAuthSession.mockResolvedValue({});
    await user.click(within(form).getByRole('button', { name: /Generate Description with AI/ }));
    expect(await screen.findByText('No auth token found.')).toBeInTheDocument();
  });
});
