import { marketplacesFor } from '#domain/marketplaces.ts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiServer, apiListing } from '../support/api-server';
import { openTab, renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// Share on Listing Details hands the photo and the listing text to the system share sheet
// where the browser shares files, the text alone where it shares only text, and copies the
// text where it shares neither.

const photoBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

const coat = apiListing({
  id: '01COAT',
  stage: 'saved',
  ai_category: 'clothing and footwear',
  user_fields: {
    title: 'Wool coat',
    description: 'Warm, barely worn.',
    price: '45.00',
    condition: 'Very good condition',
    size: 'M',
    brand: 'Acme',
    colour: '',
  },
});

const expectedText = [
  'Wool coat',
  '£45.00',
  'Warm, barely worn.',
  'Condition: Very good condition\nSize: M\nBrand: Acme',
].join('\n\n');

/** The browser's Web Share API as a test wants it: which data canShare accepts, and a share spy. */
function givenShareSheet(
  accepts: (data: ShareData) => boolean,
  share = vi.fn(async (_data: ShareData) => undefined),
) {
  Object.defineProperty(navigator, 'canShare', { value: vi.fn(accepts), configurable: true });
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  return share;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'share');
});

async function openCoat() {
  apiServer.use(
    http.get(
      'http://localhost/photos/:file',
      () => new HttpResponse(photoBytes, { headers: { 'content-type': 'image/jpeg' } }),
    ),
  );
  api.listings = [coat];
  const rendered = await renderMain();
  await openTab(rendered.user, 'List');
  await rendered.user.click(await screen.findByRole('button', { name: 'Edit Wool coat' }));
  return rendered;
}

describe('Share on Listing Details', () => {
  it('shares the photo and the text (title, price, description, details) where files are accepted', async () => {
    const share = givenShareSheet(() => true);
    const { user } = await openCoat();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const [data] = share.mock.calls[0]!;
    expect(data.title).toBe('Wool coat');
    expect(data.text).toBe(expectedText);
    expect(data.files).toHaveLength(1);
    const [photo] = data.files!;
    expect(photo!.type).toBe('image/jpeg');
    expect(new Uint8Array(await photo!.arrayBuffer())).toEqual(photoBytes);
  });

  it('shares the text alone where the browser accepts no files', async () => {
    const share = givenShareSheet((data) => !data.files);
    const { user } = await openCoat();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    expect(share).toHaveBeenCalledWith({ title: 'Wool coat', text: expectedText });
  });

  it('copies everything and says "Listing copied!" where the browser cannot share', async () => {
    const { user } = await openCoat();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Listing copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(expectedText);
  });

  it('says "Copy failed" when it cannot share and the clipboard refuses', async () => {
    const { user } = await openCoat();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const share = givenShareSheet(
      () => true,
      vi.fn(async (_data: ShareData) => {
        throw new DOMException('Share canceled', 'AbortError');
      }),
    );
    const { user } = await openCoat();
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled());
    expect(copy).not.toHaveBeenCalled();
  });

  it("keeps the UK's marketplace links, the spec's three first, without opening Edit Details", async () => {
    await openCoat();
    const links = await screen.findAllByRole('link', { name: /opens in a new tab/ });
    // The UK's catalogue (domain/marketplaces.ts), the spec's three first.
    expect(links.map((link) => link.textContent)).toEqual(
      marketplacesFor('GB').map((site) => `Open ${site.name} (opens in a new tab)`),
    );
    expect(links.slice(0, 3).map((link) => link.textContent)).toEqual([
      'Open Facebook Marketplace (opens in a new tab)',
      'Open Depop (opens in a new tab)',
      'Open Vinted (opens in a new tab)',
    ]);
  });

  it('shares every photo, cover first, in the item’s order', async () => {
    const share = givenShareSheet(() => true);
    // Each photo's bytes name it, so the order of the files can be read back.
    apiServer.use(
      http.get('http://localhost/photos/:file', ({ params }) => {
        const bytes = new TextEncoder().encode(String(params.file));
        return new HttpResponse(bytes, { headers: { 'content-type': 'image/webp' } });
      }),
    );
    const keys = [
      'user-1/1700000000003-label.webp',
      'user-1/1700000000001-front.webp',
      'user-1/1700000000002-back.webp',
    ];
    api.listings = [
      { ...coat, photos: keys.map((key) => ({ key, url: `http://localhost/photos/${key.split('/')[1]}` })) },
    ];
    const { user } = await renderMain(`/?tab=list&item=${coat.id}`);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const files = share.mock.calls[0]![0].files!;
    expect(await Promise.all(files.map((file) => file.text()))).toEqual(keys.map((key) => key.split('/')[1]));
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['photo-1.webp', 'image/webp'],
      ['photo-2.webp', 'image/webp'],
      ['photo-3.webp', 'image/webp'],
    ]);
  });
});
