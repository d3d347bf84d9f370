// @ts-nocheck
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../support/api-server';
import { enrichmentCiting, journey, readyRow } from './journey-api';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// The pictures of Related Listings come from other sites: they load without the app's
// referrer, and a picture that does not load falls back in the spec's order: the site's
// icon, then the bare URL (beside the site's initial).

const shop = 'https://shop.example/dune';

async function reviewCiting(url: string) {
  api.listings = [readyRow({ id: '01READY', ai_enrichment: enrichmentCiting(`See ${url}`, [url]) })];
  const rendered = await renderMain();
  await openTab(rendered.user, 'Review');
  return screen.findByRole('region', { name: 'Related Listings' });
}

describe("a Related Listing's picture", { timeout: 20_000 }, () => {
  it('loads without the referrer', async () => {
    journey.previews[shop] = { image: 'https://img.example/a.jpg', altImages: [], title: 'Dune' };
    const related = await reviewCiting(shop);
    const picture = await within(related).findByRole('img', { name: 'Preview of Dune' });
    expect(picture).toHaveAttribute('referrerpolicy', 'no-referrer');
  });

  it("falls back to the site's icon and the bare URL when the picture does not load", async () => {
    journey.previews[shop] = { image: 'https://img.example/gone.jpg', altImages: [], title: 'Dune' };
    const related = await reviewCiting(shop);
    fireEvent.error(await within(related).findByRole('img', { name: 'Preview of Dune' }));

    expect(within(related).getByText(shop)).toBeInTheDocument();
    expect(within(related).queryByRole('img', { name: 'Preview of Dune' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(related.querySelector('.preview-icon')).toHaveAttribute('referrerpolicy', 'no-referrer'),
    );
  });

  it("shows the site's initial beside the bare URL when the icon does not load either", async () => {
    journey.previews[shop] = { image: 'https://img.example/gone.jpg', altImages: [], title: 'Dune' };
    const related = await reviewCiting(shop);
    fireEvent.error(await within(related).findByRole('img', { name: 'Preview of Dune' }));
    await waitFor(() => expect(related.querySelector('.preview-icon')).not.toBeNull());

    fireEvent.error(related.querySelector('.preview-icon')!);

    expect(related.querySelector('.preview-initial')?.textContent).toBe('S');
    expect(within(related).getByText(shop)).toBeInTheDocument();
  });
});
