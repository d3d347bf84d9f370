// @ts-nocheck
import { fakeRoute } from '../support/fake-route';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../support/api-server';
import { journey } from './journey-api';
import { renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));
// jsdom cannot decode pictures: the browser tests run the real downscale in Chromium.
vi.mock('#web/photos/downscale-photo.ts', () => ({
  downscalePhoto: vi.fn(async (file: File) => {
    if (file.name.endsWith('.heic')) throw new Error('cannot decode');
    return { blob: new Blob([new Uint8Array(1234)], { type: 'image/jpeg' }), width: 2048, height: 1536 };
  }),
}));
// The HEIC decoder (a 3 MB WebAssembly chunk) is tested on its own in prepare-photo.test.ts.
vi.mock('#web/photos/decode-heic.ts', () => ({
  decodeHeic: vi.fn(async () => {
    throw new Error('not a HEIC file');
  }),
}));

const photo = (name = 'IMG_0001.png', type = 'image/png') =>
  new File([new Uint8Array(50_000)], name, { type });

async function choose(user: Awaited<ReturnType<typeof renderMain>>['user'], ...files: File[]) {
  await user.upload(screen.getByTestId('photo-input'), files);
}

describe('uploading a photo', () => {
  it('asks for a ticket for the downscaled JPEG and sends the three headers as given', async () => {
    const { user } = await renderMain();
    await choose(user, photo());
    await waitFor(() => expect(journey.puts).toHaveLength(1));
    const ticketRequest = api.requests.find((request) => request.route === 'POST /api/uploads');
    expect(ticketRequest?.body).toEqual({ filename: 'IMG_0001.jpg', contentType: 'image/jpeg', size: 1234 });
    const put = journey.puts[0]!;
    expect(put.size).toBe(1234);
    expect(put.headers['content-type']).toBe('image/jpeg');
    expect(put.headers['if-none-match']).toBe('*');
  });

  it('creates the listing in analyzing from the uploaded key, after the PUT', async () => {
    const { user } = await renderMain();
    await choose(user, photo());
    await waitFor(() =>
      expect(api.requests.find((request) => request.route === 'POST /api/listings')?.body).toEqual({
        imageKey: 'user-1/1700000000000-IMG_0001.jpg',
      }),
    );
    expect(api.listings[0]?.stage).toBe('analyzing');
  });

  it('takes only the first of several chosen files', async () => {
    const { user } = await renderMain();
    await user.upload(screen.getByTestId('photo-input'), [photo('first.png'), photo('second.png')]);
    await waitFor(() => expect(journey.puts).toHaveLength(1));
    const tickets = api.requests.filter((request) => request.route === 'POST /api/uploads');
    expect(tickets.map((request) => (request.body as { filename: string }).filename)).toEqual(['first.jpg']);
  });

  it('switches to Review with the processing screen once the listing exists', async () => {
    const { user } = await renderMain();
    await choose(user, photo());
    expect(await screen.findByText('Looking for clues...')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Review/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByText('AI is analyzing your photo and researching similar items.')).toBeInTheDocument();
  });

  it('leaves no item behind when the network drops mid-upload, and the user can try again', async () => {
    const { user } = await renderMain();
    journey.putOutcome = 'network-error';
    await choose(user, photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload/AI failed. Please try again.');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(api.requests.some((request) => request.route === 'POST /api/listings')).toBe(false);
    expect(api.listings).toEqual([]);

    journey.putOutcome = 'ok';
    await choose(user, photo());
    expect(await screen.findByText('Looking for clues...')).toBeInTheDocument();
    expect(api.listings).toHaveLength(1);
  });

  it('explains when a HEIC photo cannot be read', async () => {
    const { user } = await renderMain();
    await choose(user, photo('IMG_0002.heic', 'image/heic'));
    expect(await screen.findByText(/This HEIC photo could not be read/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Upload/AI failed. Please try again.');
    expect(journey.puts).toEqual([]);
  });

  it('shows "Create failed" when the listing cannot be created', async () => {
    const { apiServer, errorBody } = await import('../support/api-server');
    const { user } = await renderMain();
    apiServer.use(fakeRoute('createListing', () => errorBody(500, 'internal', 'Boom')));
    await choose(user, photo());
    expect(await screen.findByText('Create failed')).toBeInTheDocument();
    expect(screen.getByText('Could not create your listing.')).toBeInTheDocument();
  });
});
