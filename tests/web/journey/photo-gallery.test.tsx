import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverTexts } from '#domain/messages.ts';
import { api, apiServer, errorBody } from '../support/api-server';
import { fakeRoute } from '../support/fake-route';
import {
  bookWithPhotos,
  coverImage,
  expectShown,
  listReads,
  openDetails,
  photoKey,
  photoPuts,
  storedKeys,
  storedPhotos,
  thumbnails,
} from './item-photos';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// The item's photos on Listing Details (docs/product.md#screens, "List tab, item selected"):
// the gallery, Make cover and Remove photo, each saved at once, never a Remove for the last
// photo, and a refusal put back with the catalogue's "Save failed".

describe('the gallery', () => {
  it('shows a single photo as before: no thumbnails, no Make cover, no Remove photo', async () => {
    await openDetails(bookWithPhotos(1));
    expect(coverImage()).toHaveAttribute('src', storedPhotos(1)[0]!.url);
    expect(thumbnails()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Make cover/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove photo/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 of 8 photos')).toBeInTheDocument();
  });

  it('shows every photo in order, cover first, as a carousel of named slides with a thumbnail each', async () => {
    await openDetails(bookWithPhotos(3));
    const carousel = screen.getByRole('region', { name: 'Photos' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Photo 1 of 3',
      'Photo 2 of 3',
      'Photo 3 of 3',
    ]);
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(storedPhotos(3).map((photo) => photo.url));
    expect(
      within(carousel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Dune', 'Dune, Photo 2 of 3', 'Dune, Photo 3 of 3']);
    // Each thumbnail names its photo; the cover's says "Cover", as it shows.
    expect(thumbnails().map((thumb) => thumb.getAttribute('aria-label'))).toEqual([
      'Show photo 1 of 3, Cover',
      'Show photo 2 of 3',
      'Show photo 3 of 3',
    ]);
    await expectShown(1, 3);
    expect(screen.getByText('3 of 8 photos')).toBeInTheDocument();
  });

  it('shows a photo chosen by its thumbnail, and moves with the arrow keys, Home and End', async () => {
    const { user } = await openDetails(bookWithPhotos(4));
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 4' }));
    await expectShown(3, 4);

    screen.getByRole('region', { name: 'Photos' }).focus();
    await user.keyboard('{ArrowRight}');
    await expectShown(4, 4);
    await user.keyboard('{ArrowRight}'); // the last stays the last
    await expectShown(4, 4);
    await user.keyboard('{Home}');
    await expectShown(1, 4);
    await user.keyboard('{ArrowLeft}');
    await expectShown(1, 4);
    await user.keyboard('{End}');
    await expectShown(4, 4);
    await user.keyboard('{ArrowLeft}');
    await expectShown(3, 4);
  });
});

describe('Make cover', () => {
  it('is not offered for the cover itself', async () => {
    await openDetails(bookWithPhotos(2));
    expect(screen.getByRole('button', { name: /Make cover/ })).toBeDisabled();
  });

  it('saves the shown photo as the first at once, says so, and reads no list again', async () => {
    const { user } = await openDetails(bookWithPhotos(3));
    const reads = listReads();
    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    await user.click(screen.getByRole('button', { name: /Make cover/ }));

    await waitFor(() => expect(coverImage()).toHaveAttribute('src', storedPhotos(3)[1]!.url));
    await expectShown(1, 3);
    expect(await screen.findByText('Item saved!')).toBeInTheDocument();
    expect(screen.getByText('The cover photo is changed.')).toBeInTheDocument();
    expect(photoPuts()).toEqual([
      { keys: [photoKey(2), photoKey(1), photoKey(3)], seen: [photoKey(1), photoKey(2), photoKey(3)] },
    ]);
    expect(storedKeys()).toEqual([photoKey(2), photoKey(1), photoKey(3)]);
    expect(listReads()).toBe(reads);
  });

  it('survives a reload: the new cover is first when the item opens again', async () => {
    const { user } = await openDetails(bookWithPhotos(3));
    await user.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    await user.click(screen.getByRole('button', { name: /Make cover/ }));
    await waitFor(() => expect(storedKeys()).toEqual([photoKey(3), photoKey(1), photoKey(2)]));
    cleanup();

    const stored = api.listings[0]!;
    await openDetails(stored);
    // The list kept on the device may paint first; the server's order follows at once.
    await waitFor(() => expect(coverImage()).toHaveAttribute('src', storedPhotos(3)[2]!.url));
  });

  it('goes back, with "Save failed" and the server’s reason, when the server refuses', async () => {
    const { user } = await openDetails(bookWithPhotos(2));
    apiServer.use(
      fakeRoute('replacePhotos', () =>
        errorBody(409, 'conflict', 'The item changed while its photos were saved. Please try again.'),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 2' }));
    await user.click(screen.getByRole('button', { name: /Make cover/ }));

    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(
      screen.getByText('The item changed while its photos were saved. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(coverImage()).toHaveAttribute('src', storedPhotos(2)[0]!.url));
    expect(storedKeys()).toEqual([photoKey(1), photoKey(2)]);
  });
});

describe('Remove photo', () => {
  it('removes the shown photo at once and says so', async () => {
    const { user } = await openDetails(bookWithPhotos(3));
    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    await user.click(screen.getByRole('button', { name: /Remove photo/ }));

    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(await screen.findByText('The photo is removed.')).toBeInTheDocument();
    expect(photoPuts()).toEqual([
      { keys: [photoKey(1), photoKey(3)], seen: [photoKey(1), photoKey(2), photoKey(3)] },
    ]);
    expect(storedKeys()).toEqual([photoKey(1), photoKey(3)]);
    expect(screen.getByText('2 of 8 photos')).toBeInTheDocument();
  });

  it('reads the item again when another device changed its photos, so nothing of theirs is lost', async () => {
    const { user } = await openDetails(bookWithPhotos(3));
    // Another device removed photo 3 meanwhile; this one still shows three.
    const [first, second] = api.listings[0]!.photos;
    api.listings = [{ ...api.listings[0]!, photos: [first!, second!] }];
    await user.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    await user.click(screen.getByRole('button', { name: /Remove photo/ }));

    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText(serverTexts.photos.staleList)).toBeInTheDocument();
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(storedKeys()).toEqual([photoKey(1), photoKey(2)]);
  });

  it('removing the cover makes the next photo the cover', async () => {
    const { user } = await openDetails(bookWithPhotos(3));
    await user.click(screen.getByRole('button', { name: /Remove photo/ }));
    await waitFor(() => expect(coverImage()).toHaveAttribute('src', storedPhotos(3)[1]!.url));
    expect(storedKeys()).toEqual([photoKey(2), photoKey(3)]);
  });

  it('is never offered for the last photo', async () => {
    const { user } = await openDetails(bookWithPhotos(2));
    await user.click(screen.getByRole('button', { name: /Remove photo/ }));
    await waitFor(() => expect(storedKeys()).toEqual([photoKey(2)]));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Remove photo/ })).not.toBeInTheDocument(),
    );
    expect(thumbnails()).toHaveLength(0);
    expect(coverImage()).toHaveAttribute('src', storedPhotos(2)[1]!.url);
  });

  it('puts the photo back when the server refuses', async () => {
    const { user } = await openDetails(bookWithPhotos(2));
    apiServer.use(fakeRoute('replacePhotos', () => errorBody(503, 'service_unavailable', 'Try later.')));
    await user.click(screen.getByRole('button', { name: /Remove photo/ }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    await waitFor(() => expect(thumbnails()).toHaveLength(2));
    expect(coverImage()).toHaveAttribute('src', storedPhotos(2)[0]!.url);
  });
});
