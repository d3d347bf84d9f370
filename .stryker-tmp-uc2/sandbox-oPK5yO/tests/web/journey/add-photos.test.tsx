// @ts-nocheck
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, apiServer, errorBody } from '../support/api-server';
import { fakeRoute } from '../support/fake-route';
import { journey } from './journey-api';
import {
  bookWithPhotos,
  listReads,
  openDetails,
  photoKey,
  photoPuts,
  storedKeys,
  thumbnails,
} from './item-photos';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

// Add photos on Listing Details (docs/product.md#screens, "List tab, item selected"): several
// at once, each prepared and uploaded as the Add tab uploads a photo, then saved as the item's
// photo list; at most 8 photos; a failed upload loses nothing and offers the photos again; an
// ISBN read from a new photo fills the book's ISBN.

const pixels = { data: new Uint8ClampedArray(16), width: 2, height: 2 } as ImageData;
// jsdom cannot decode pictures: the prepared photo (the real downscale runs in Chromium, e2e).
vi.mock('#web/photos/downscale-photo.ts', () => ({
  downscalePhoto: vi.fn(async (file: File) => {
    if (file.name.startsWith('broken')) throw new Error('cannot decode');
    return {
      blob: new Blob([new Uint8Array(900)], { type: 'image/webp' }),
      width: 2048,
      height: 1536,
      pixels: () => pixels,
    };
  }),
}));
vi.mock('#web/photos/decode-heic.ts', () => ({
  decodeHeic: vi.fn(async () => {
    throw new Error('not a HEIC file');
  }),
}));
const readRetailCodes = vi.fn<(pixels: ImageData) => Promise<string[]>>(async () => []);
vi.mock('#web/photos/zxing-reader.ts', () => ({
  readRetailCodes: (drawn: ImageData) => readRetailCodes(drawn),
}));
afterEach(() => readRetailCodes.mockReset());

const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array(20_000)], name, { type });
const addPhotos = () => screen.getByTestId('add-photos-input');
const uploadedKey = (name: string) => `user-1/1700000000000-${name}.webp`;

describe('Add photos', () => {
  it('adds several photos at once after the item’s own, in the order chosen, and reads no list again', async () => {
    const { user } = await openDetails(bookWithPhotos(1));
    const reads = listReads();
    expect(addPhotos()).toHaveAttribute('multiple');
    await user.upload(addPhotos(), [photo('back.jpg'), photo('label.jpg'), photo('flaw.jpg')]);

    await waitFor(() => expect(thumbnails()).toHaveLength(4));
    expect(journey.puts).toHaveLength(3);
    const tickets = api.requests.filter((request) => request.route === 'POST /api/uploads');
    expect(tickets.map((request) => request.body)).toEqual(
      ['back', 'label', 'flaw'].map((name) => ({
        filename: `${name}.webp`,
        contentType: 'image/webp',
        size: 900,
      })),
    );
    expect(photoPuts()).toEqual([
      { keys: [photoKey(1), uploadedKey('back'), uploadedKey('label'), uploadedKey('flaw')] },
    ]);
    expect(await screen.findByText('Item saved!')).toBeInTheDocument();
    expect(screen.getByText('3 photos added.')).toBeInTheDocument();
    expect(screen.getByText('4 of 8 photos')).toBeInTheDocument();
    // The first new photo shows.
    expect(screen.getByRole('button', { name: 'Show photo 2 of 4' })).toHaveAttribute('aria-current', 'true');
    expect(listReads()).toBe(reads);
  });

  it('says which photo it is adding while it works, and its buttons wait', async () => {
    const { user } = await openDetails(bookWithPhotos(1));
    // The save of the list takes a while; the fake's own route answers after it.
    apiServer.use(fakeRoute('replacePhotos', () => delay(400)));
    await user.upload(addPhotos(), [photo('a.jpg'), photo('b.jpg')]);

    expect(await screen.findByText('Adding photo 2 of 2...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Adding photo 2 of 2...' })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Add photos' });
    expect(within(group).getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(await screen.findByText('3 of 8 photos')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Add photos' })).toBeEnabled();
  });

  it('at 8 photos is disabled and says why', async () => {
    await openDetails(bookWithPhotos(8));
    const group = screen.getByRole('group', { name: 'Add photos' });
    expect(within(group).getByRole('button', { name: 'Add photos' })).toBeDisabled();
    expect(
      screen.getByText('This item has 8 photos, the most it can hold. Remove one to add another.'),
    ).toBeInTheDocument();
  });

  it('adds only as many as there is room for, and refuses the rest with a clear message', async () => {
    const { user } = await openDetails(bookWithPhotos(6));
    await user.upload(addPhotos(), [photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')]);

    expect(await screen.findByText('2 photos not added')).toBeInTheDocument();
    expect(
      screen.getByText('An item holds at most 8 photos; the first ones you chose were added.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(storedKeys()).toHaveLength(8));
    expect(photoPuts()[0]!.keys.slice(6)).toEqual([uploadedKey('a'), uploadedKey('b')]);
    expect(journey.puts).toHaveLength(2);
    await waitFor(() =>
      expect(within(screen.getByRole('group', { name: 'Add photos' })).getByRole('button')).toBeDisabled(),
    );
  });

  it('refuses files that are not images, and adds the images among them', async () => {
    await openDetails(bookWithPhotos(1));
    // The picker offers images only; a file that gets past it (a browser that ignores accept) is refused.
    fireEvent.change(addPhotos(), {
      target: { files: [photo('notes.txt', 'text/plain'), photo('back.jpg')] },
    });
    expect(await screen.findByText('1 photo not added')).toBeInTheDocument();
    expect(screen.getByText('Only image files can be added.')).toBeInTheDocument();
    await waitFor(() => expect(storedKeys()).toEqual([photoKey(1), uploadedKey('back')]));
  });
});

describe('a barcode in an added photo', () => {
  it('fills the book’s ISBN (saved) and goes with the photos as a fact for the analysis', async () => {
    const { user } = await openDetails(bookWithPhotos(1));
    readRetailCodes.mockResolvedValueOnce([]).mockResolvedValueOnce(['9780306406157']);
    await user.upload(addPhotos(), [photo('cover.jpg'), photo('barcode.jpg')]);

    await waitFor(() => expect(photoPuts()).toHaveLength(1));
    expect(photoPuts()[0]!.barcode).toEqual({ kind: 'isbn', value: '9780306406157' });
    expect(api.barcodes.get('01BOOK')).toEqual({ kind: 'isbn', value: '9780306406157' });
    expect(await screen.findByText('ISBN 9780306406157 read from the barcode.')).toBeInTheDocument();
    const saves = api.requests.filter((request) => request.route === 'PUT /api/listings/01BOOK');
    // The ISBN alone: the stage and the other fields stay as they are.
    expect(saves.map((request) => request.body)).toEqual([{ user_fields: { isbn: '9780306406157' } }]);
    expect(api.listings[0]!.user_fields.isbn).toBe('9780306406157');
    expect(api.listings[0]!.stage).toBe('saved');

    await user.click(screen.getByRole('button', { name: /Edit Details/ }));
    expect(await screen.findByRole('textbox', { name: /^ISBN/ })).toHaveValue('9780306406157');
  });

  it('shows the ISBN in the listing form already open, and keeps what the user is typing elsewhere', async () => {
    const { user } = await openDetails(
      bookWithPhotos(1, {
        stage: 'ready',
        user_fields: { title: 'Dune', isbn: '9780261102217', author: 'Frank Herbert', category: 'books' },
      }),
    );
    const isbn = await screen.findByRole('textbox', { name: /^ISBN/ });
    expect(isbn).toHaveValue('9780261102217');
    const author = screen.getByRole('textbox', { name: /^Author/ });
    await user.clear(author);
    await user.type(author, 'F. Herbert');
    readRetailCodes.mockResolvedValue(['9780306406157']);
    await user.upload(addPhotos(), [photo('barcode.jpg')]);

    await waitFor(() => expect(isbn).toHaveValue('9780306406157'));
    expect(author).toHaveValue('F. Herbert');
  });

  it('gives a product code to the analysis and changes no field', async () => {
    const { user } = await openDetails(bookWithPhotos(1));
    readRetailCodes.mockResolvedValue(['4006381333931']);
    await user.upload(addPhotos(), [photo('box.jpg')]);
    await waitFor(() => expect(photoPuts()).toHaveLength(1));
    expect(photoPuts()[0]!.barcode).toEqual({ kind: 'product', value: '4006381333931' });
    expect(api.requests.some((request) => request.route === 'PUT /api/listings/01BOOK')).toBe(false);
  });

  it('leaves the ISBN of an item that is not a book alone', async () => {
    const { user } = await openDetails(
      bookWithPhotos(1, {
        ai_category: 'electronics',
        user_fields: { title: 'Radio', category: 'electronics' },
      }),
    );
    readRetailCodes.mockResolvedValue(['9780306406157']);
    await user.upload(addPhotos(), [photo('box.jpg')]);
    await waitFor(() => expect(photoPuts()).toHaveLength(1));
    expect(photoPuts()[0]!.barcode).toEqual({ kind: 'isbn', value: '9780306406157' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.requests.some((request) => request.route === 'PUT /api/listings/01BOOK')).toBe(false);
  });
});

describe('when adding fails', () => {
  it('offline: says so clearly, changes nothing, and Try again adds the same photos', async () => {
    const { user } = await openDetails(bookWithPhotos(1));
    journey.putOutcome = 'network-error';
    await user.upload(addPhotos(), [photo('back.jpg'), photo('label.jpg')]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '2 photos could not be added. The upload was interrupted. Please check your connection and try again.',
    );
    expect(photoPuts()).toEqual([]);
    expect(storedKeys()).toEqual([photoKey(1)]);
    expect(thumbnails()).toHaveLength(0);

    journey.putOutcome = 'ok';
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(storedKeys()).toEqual([photoKey(1), uploadedKey('back'), uploadedKey('label')]),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('adds the photos that uploaded and offers again the one that did not', async () => {
    const { user } = await openDetails(bookWithPhotos(1));
    await user.upload(addPhotos(), [photo('back.jpg'), photo('broken.jpg')]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      '1 photo could not be added. This photo could not be read. Please choose another one.',
    );
    await waitFor(() => expect(storedKeys()).toEqual([photoKey(1), uploadedKey('back')]));
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a refused save says "Save failed" with the reason and keeps every photo to offer again', async () => {
    const { user } = await openDetails(bookWithPhotos(1));
    apiServer.use(
      fakeRoute('replacePhotos', () =>
        errorBody(400, 'bad_request', 'keys: must be keys returned by POST /api/uploads.'),
      ),
    );
    await user.upload(addPhotos(), [photo('back.jpg')]);
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('1 photo could not be added.');
    expect(storedKeys()).toEqual([photoKey(1)]);

    apiServer.resetHandlers();
    const { installJourneyApi } = await import('./journey-api');
    installJourneyApi();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(storedKeys()).toEqual([photoKey(1), uploadedKey('back')]));
  });
});

describe('Add photos on a touch device', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the camera and the library; a photo taken is added', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user } = await openDetails(bookWithPhotos(1));
    const group = screen.getByRole('group', { name: 'Add photos' });
    const camera = screen.getByTestId('add-photos-camera-input');
    expect(camera).toHaveAttribute('capture', 'environment');
    const opened = vi.spyOn(camera, 'click');
    await user.click(within(group).getByRole('button', { name: 'Take another photo' }));
    expect(opened).toHaveBeenCalledOnce();
    expect(within(group).getByRole('button', { name: 'Add from library' })).toBeEnabled();

    await user.upload(camera, photo('image.jpg'));
    await waitFor(() => expect(storedKeys()).toEqual([photoKey(1), uploadedKey('image')]));
  });
});
