// @ts-nocheck
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../support/api-server';
import { journey } from './journey-api';
import { renderMain } from './render-main';

// docs/product.md#barcodes in the Add tab: the barcode read from the prepared photo goes with
// the new listing, and a photo without one (or a reader that fails) changes nothing the user
// sees. The readers themselves run on real photos in tests/unit/web/zxing-reader.test.ts and
// in Chromium in tests/e2e/barcode-journey.test.ts.

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));

const pixels = { data: new Uint8ClampedArray(16), width: 2, height: 2 } as ImageData;
// jsdom cannot decode pictures: the prepared photo, with the pixels it was drawn from.
vi.mock('#web/photos/downscale-photo.ts', () => ({
  downscalePhoto: vi.fn(async () => ({
    blob: new Blob([new Uint8Array(1234)], { type: 'image/jpeg' }),
    width: 2048,
    height: 1536,
    pixels: () => pixels,
  })),
}));
const readRetailCodes = vi.fn<(pixels: ImageData) => Promise<string[]>>();
vi.mock('#web/photos/zxing-reader.ts', () => ({
  readRetailCodes: (drawn: ImageData) => readRetailCodes(drawn),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  readRetailCodes.mockReset();
});

const photo = () => new File([new Uint8Array(50_000)], 'IMG_0001.jpg', { type: 'image/jpeg' });

/** Chooses the photo; `arrange` sets the reader up after renderMain has reset every mock. */
async function upload(arrange: () => void = () => {}) {
  const { user } = await renderMain();
  arrange();
  await user.upload(screen.getByTestId('photo-input'), [photo()]);
  await waitFor(
    () => expect(api.requests.some((request) => request.route === 'POST /api/listings')).toBe(true),
    { timeout: 4000 },
  );
  return api.requests.find((request) => request.route === 'POST /api/listings')!.body as {
    imageKey: string;
    barcode?: unknown;
  };
}

describe('a barcode in the chosen photo', () => {
  it('sends an ISBN with the new listing, read from the pixels already drawn for the upload', async () => {
    expect(await upload(() => readRetailCodes.mockResolvedValue(['9780306406157']))).toEqual({
      imageKey: 'user-1/1700000000000-IMG_0001.jpg',
      barcode: { kind: 'isbn', value: '9780306406157' },
    });
    expect(readRetailCodes).toHaveBeenCalledWith(pixels);
    expect(journey.puts).toHaveLength(1);
  });

  it('sends another EAN as a product code, and skips a misread whose check digit fails', async () => {
    const arrange = () => readRetailCodes.mockResolvedValue(['4006381333932', '4006381333931']);
    expect((await upload(arrange)).barcode).toEqual({ kind: 'product', value: '4006381333931' });
  });

  it('uses the platform’s BarcodeDetector where it reads EAN-13, without loading ZXing', async () => {
    const detect = vi.fn(async () => [{ rawValue: '9780306406157' }]);
    vi.stubGlobal(
      'BarcodeDetector',
      Object.assign(
        vi.fn(function () {
          return { detect };
        }),
        { getSupportedFormats: async () => ['qr_code', 'ean_13', 'upc_a'] },
      ),
    );
    expect((await upload()).barcode).toEqual({ kind: 'isbn', value: '9780306406157' });
    expect(detect).toHaveBeenCalledWith(pixels);
    expect(readRetailCodes).not.toHaveBeenCalled();
  });
});

describe('a photo without a barcode costs the user nothing visible', () => {
  it.each([
    ['no barcode', () => readRetailCodes.mockResolvedValue([])],
    ['a reader that fails', () => readRetailCodes.mockRejectedValue(new Error('wasm failed to load'))],
  ])('with %s the listing is created as before, with no message', async (_case, arrange) => {
    expect(await upload(arrange)).toEqual({ imageKey: 'user-1/1700000000000-IMG_0001.jpg' });
    expect(await screen.findByText('Looking for clues...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('does not hold the listing for a reader that never answers', async () => {
    const arrange = () => readRetailCodes.mockReturnValue(new Promise(() => {}));
    expect(await upload(arrange)).toEqual({ imageKey: 'user-1/1700000000000-IMG_0001.jpg' });
  });
});
