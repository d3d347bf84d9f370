import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageTexts } from '#domain/messages.ts';
import { api } from '../support/api-server';
import { enrichmentCiting, journey, readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

const shop = 'https://shop.example/dune';
const broken = 'https://broken.example/item';
const noIcon = 'https://no-icon.example/item';

async function reviewWith(rowOverrides = {}) {
  api.listings = [readyRow({ id: '01READY', ...rowOverrides })];
  const rendered = await renderMain();
  await openTab(rendered.user, 'Review');
  await screen.findByRole('article', { name: 'Dune' });
  return rendered;
}

describe('the Review tab', () => {
  it('says "No items to review" and "Upload an item to get started", with an upload button', async () => {
    const { user } = await renderMain();
    await openTab(user, 'Review');
    expect(await screen.findByText('No items to review')).toBeInTheDocument();
    expect(screen.getByText('Upload an item to get started')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('shows one card per ready item with image, category badge, Title, Author and Edition', async () => {
    await reviewWith();
    const card = screen.getByRole('article', { name: 'Dune' });
    expect(within(card).getByRole('img', { name: 'Dune' })).toBeInTheDocument();
    expect(within(card).getByText('books')).toHaveClass('category-badge');
    expect(within(card).getByText('Author: Frank Herbert')).toBeInTheDocument();
    expect(within(card).getByText('Edition: First edition')).toBeInTheDocument();
  });

  it('shows no Author or Edition line when the item has none', async () => {
    await reviewWith({ ai_fields: {}, user_fields: { title: 'Dune' } });
    expect(screen.queryByText(/Author:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Edition:/)).not.toBeInTheDocument();
  });

  it.each([
    ['no amount', 'Nothing priced here.', 'No price information found'],
    ['one amount', 'One sold for £12.5 and £12.50 elsewhere.', 'Asking price seen online: £12.50'],
    ['several amounts', 'Seen at £8.00, £15 and $20.00.', 'Asking prices seen online: £8.00 - £20.00'],
  ])('shows the price hint for %s', async (_case, text, hint) => {
    await reviewWith({ ai_enrichment: enrichmentCiting(text, []) });
    expect(screen.getByText(hint)).toBeInTheDocument();
  });

  it('previews each related listing with picture, title, £ price and a View link in a new tab', async () => {
    journey.previews[shop] = {
      image: 'https://img.example/a.jpg',
      altImages: ['https://img.example/b.jpg'],
      title: 'Dune, hardback',
    };
    await reviewWith({
      ai_enrichment: enrichmentCiting(`A copy sold for £9.99 at ${shop} recently.`, [shop]),
    });
    const related = screen.getByRole('region', { name: 'Related Listings' });
    expect(await within(related).findByText('Dune, hardback')).toBeInTheDocument();
    expect(within(related).getByText('£9.99')).toBeInTheDocument();
    const view = within(related).getByRole('link', { name: /View/ });
    expect(view).toHaveAttribute('href', shop);
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(related).getByRole('img', { name: 'Preview of Dune, hardback' })).toHaveAttribute(
      'src',
      'https://img.example/a.jpg',
    );
  });

  it('lets the user choose an alternative picture', async () => {
    journey.previews[shop] = {
      image: 'https://img.example/a.jpg',
      altImages: ['https://img.example/b.jpg'],
      title: 'Dune',
    };
    const { user } = await reviewWith({ ai_enrichment: enrichmentCiting(`See ${shop}`, [shop]) });
    await user.click(await screen.findByRole('button', { name: 'Show picture 2' }));
    expect(screen.getByRole('img', { name: 'Preview of Dune' })).toHaveAttribute(
      'src',
      'https://img.example/b.jpg',
    );
  });

  it("shows the site's icon and the bare URL when the preview fails", async () => {
    journey.previews[broken] = 'fail';
    await reviewWith({ ai_enrichment: enrichmentCiting(`See ${broken}`, [broken]) });
    expect(await screen.findByText(broken)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('.preview-icon')?.getAttribute('src')).toMatch(
        /^data:image\/png;base64,/,
      ),
    );
  });

  it('captions a failed preview with the catalogue\'s "Failed to fetch preview"', async () => {
    journey.previews[broken] = 'fail';
    await reviewWith({ ai_enrichment: enrichmentCiting(`See ${broken}`, [broken]) });
    const card = (await screen.findByText(broken)).closest('li')!;
    expect(within(card).getByText('Failed to fetch preview')).toBeInTheDocument();
  });

  it('does not caption a preview that loaded', async () => {
    journey.previews[shop] = { image: 'https://img.example/a.jpg', altImages: [], title: 'Dune, hardback' };
    await reviewWith({ ai_enrichment: enrichmentCiting(`See ${shop}`, [shop]) });
    expect(await screen.findByText('Dune, hardback')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch preview')).not.toBeInTheDocument();
  });

  it('always shows the Related Listings block: "No related listings found" when the research cited none', async () => {
    await reviewWith({ ai_enrichment: enrichmentCiting('Nothing cited here.', []) });
    const related = screen.getByRole('region', { name: 'Related Listings' });
    expect(within(related).getByText('No related listings found')).toBeInTheDocument();
    expect(within(related).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says the research was cut short when it reached its output ceiling, and shows what it found', async () => {
    journey.previews[shop] = { image: 'https://img.example/a.jpg', altImages: [], title: 'Dune, hardback' };
    await reviewWith({ ai_enrichment: { ...enrichmentCiting(`See ${shop}`, [shop]), cut_short: true } });
    const related = screen.getByRole('region', { name: 'Related Listings' });
    expect(within(related).getByText(pageTexts.researchCutShort)).toBeInTheDocument();
    expect(await within(related).findByText('Dune, hardback')).toBeInTheDocument();
  });

  it('says nothing of a cut when the research finished', async () => {
    await reviewWith({ ai_enrichment: enrichmentCiting(`See ${shop}`, [shop]) });
    expect(screen.queryByText(pageTexts.researchCutShort)).not.toBeInTheDocument();
  });

  it("shows the bare URL beside the site's initial when the site has no icon either", async () => {
    journey.previews[noIcon] = 'fail';
    await reviewWith({ ai_enrichment: enrichmentCiting(`See ${noIcon}`, [noIcon]) });
    expect(await screen.findByText(noIcon)).toBeInTheDocument();
    expect(document.querySelector('.preview-icon')).toBeNull();
    await waitFor(() => expect(document.querySelector('.preview-initial')?.textContent).toBe('N'));
  });

  it('shows at most 5 distinct related listings', async () => {
    const urls = Array.from({ length: 7 }, (_, i) => `https://s${i}.example/x`);
    await reviewWith({
      ai_enrichment: enrichmentCiting(urls.join(' and ') + ` and ${urls[0]}`, [...urls, urls[0]!]),
    });
    const related = screen.getByRole('region', { name: 'Related Listings' });
    expect(within(related).getAllByRole('listitem')).toHaveLength(5);
  });

  it('List opens the item in the List tab', async () => {
    const { user } = await reviewWith();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByRole('heading', { name: 'Listing Details', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /List/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('thumbs-up says "Great choice!" and opens the item in the List tab', async () => {
    const { user } = await reviewWith();
    await user.click(screen.getByRole('button', { name: /Happy with the findings/ }));
    expect(await screen.findByText('Great choice!')).toBeInTheDocument();
    expect(screen.getByText('Proceeding to create your listing.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Listing Details', level: 2 })).toBeInTheDocument();
  });

  it('thumbs-down deletes the item, returns to Add and says "Let\'s try again"', async () => {
    const { user } = await reviewWith();
    await user.click(screen.getByRole('button', { name: /Needs refining/ }));
    expect(await screen.findByText("Let's try again")).toBeInTheDocument();
    expect(screen.getByText('Upload a new photo for better results.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Add Item/ })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(api.listings).toEqual([]));
  });
});
