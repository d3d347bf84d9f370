import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../support/api-server';
import { journey } from './journey-api';
import { openTab, renderMain } from './render-main';

// "Add a batch" on the main screen (docs/product.md#add-a-batch), on the MSW fake: the photos
// prepared (the browser's decoding stubbed: jsdom has no canvas), grouped, created with all
// their photos, and a dropped connection gone on from without a duplicate.

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

/** Each item a colour of its own; its photos a few seconds apart, items a few minutes. */
const colours: Record<string, [number, number, number]> = {
  red: [220, 30, 30],
  green: [30, 200, 60],
  blue: [30, 60, 220],
};
const itemOf = (name: string) => name.split('-')[0]!;
const pixelsOf = (name: string): ImageData => {
  const data = new Uint8ClampedArray(16 * 16 * 4);
  const [r, g, b] = colours[itemOf(name)] ?? [128, 128, 128];
  for (let at = 0; at < data.length; at += 4) data.set([r, g, b, 255], at);
  return { width: 16, height: 16, data } as ImageData;
};

vi.mock('#web/photos/prepare-photo.ts', () => ({
  preparePhoto: (file: File) =>
    Promise.resolve({
      blob: new Blob([new Uint8Array(1000)], { type: 'image/webp' }),
      width: 16,
      height: 16,
      pixels: () => pixelsOf(file.name),
    }),
}));
vi.mock('#web/photos/capture-time.ts', () => ({
  readCaptureTime: (file: File) => {
    const [item, n] = file.name.replace('.jpg', '').split('-');
    return Promise.resolve(Object.keys(colours).indexOf(item!) * 600_000 + Number(n) * 5_000);
  },
}));
vi.mock('#web/photos/thumbnail.ts', () => ({ makeThumbnail: (blob: Blob) => Promise.resolve(blob) }));
vi.mock('#web/photos/find-barcode.ts', () => ({
  findBarcode: () => Promise.resolve(undefined),
  barcodeWithin: (found: Promise<unknown>) => found,
}));

const jpeg = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/jpeg' });
const six = ['red-1', 'red-2', 'green-1', 'green-2', 'blue-1', 'blue-2'].map((name) => jpeg(`${name}.jpg`));
const routes = (route: string) => api.requests.filter((request) => request.route === route);
const photoChanges = () =>
  api.requests.filter((request) => /PUT \/api\/listings\/.+\/photos/.test(request.route));

beforeEach(() => {
  api.listings = [];
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:thumb-${(next += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

async function chooseBatch(files: File[]) {
  const rendered = await renderMain();
  await rendered.user.click(screen.getByRole('button', { name: 'Add a batch' }));
  // As the picker hands them over: the accept list is a hint a picker may ignore.
  fireEvent.change(screen.getByTestId('batch-input'), { target: { files } });
  return rendered;
}

describe('adding a batch', () => {
  it(
    'proposes the photos as items, refuses a non-image on its own, and creates each item with its photos',
    { timeout: 30_000 },
    async () => {
      const { user } = await chooseBatch([...six, new File(['x'], 'notes.txt', { type: 'text/plain' })]);
      expect(screen.getByTestId('batch-input')).toHaveAttribute('multiple');
      expect(await screen.findByRole('heading', { name: 'Check the items' })).toBeInTheDocument();
      expect(screen.getByText('notes.txt: not an image file.')).toBeInTheDocument();
      expect(screen.getAllByRole('listitem', { name: /^Item \d$/ })).toHaveLength(3);
      await user.click(screen.getByRole('button', { name: 'Create 3 items' }));

      await waitFor(() => expect(routes('POST /api/listings')).toHaveLength(3));
      expect(routes('POST /api/uploads')).toHaveLength(6);
      expect(journey.puts).toHaveLength(6);
      // Each item is created with both its photos in one call: none is added afterwards.
      for (const create of routes('POST /api/listings'))
        expect((create.body as { moreImageKeys: string[] }).moreImageKeys).toHaveLength(1);
      expect(photoChanges()).toEqual([]);
      expect(api.listings.map((row) => row.photos.length)).toEqual([2, 2, 2]);
      // Review follows the batch while it is analysed, instead of the processing screen.
      await openTab(user, 'Review');
      expect(await screen.findByText('0 of 3 ready')).toBeInTheDocument();

      // An item deleted before it is ready is no longer waited for.
      await openTab(user, 'List');
      await user.click((await screen.findAllByRole('button', { name: /^Delete / }))[0]!);
      await waitFor(() => expect(api.listings).toHaveLength(2));
      await openTab(user, 'Review');
      expect(await screen.findByText('0 of 2 ready')).toBeInTheDocument();
    },
  );

  it('after a dropped connection, goes on from where it stopped without a second item', async () => {
    const { user } = await chooseBatch(six);
    await screen.findByRole('heading', { name: 'Check the items' });
    journey.putOutcome = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Create 3 items' }));
    const stopped = await screen.findByRole('alert');
    expect(stopped).toHaveTextContent('The connection dropped.');
    expect(routes('POST /api/listings')).toHaveLength(0);

    journey.putOutcome = 'ok';
    await user.click(within(stopped).getByRole('button', { name: 'Go on now' }));
    await waitFor(() => expect(routes('POST /api/listings')).toHaveLength(3));
    expect(journey.puts).toHaveLength(6);
    expect(new Set(api.listings.map((row) => row.image_key)).size).toBe(3);
  });

  it('keeps the first 60 photos and says so', async () => {
    const many = Array.from({ length: 62 }, (_, i) => jpeg(`red-${i + 1}.jpg`));
    await chooseBatch(many);
    expect(
      await screen.findByRole('heading', { name: 'Check the items' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'You chose 62 photos; a batch takes 60, so the first 60 are kept. Add the rest as another batch.',
      ),
    ).toBeInTheDocument();
    // One look throughout: sixty photos of one item, proposed as items of at most eight.
    const rows = screen.getAllByRole('listitem', { name: /^Item \d+$/ });
    expect(rows).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Create 8 items' })).toBeInTheDocument();
  });
});
