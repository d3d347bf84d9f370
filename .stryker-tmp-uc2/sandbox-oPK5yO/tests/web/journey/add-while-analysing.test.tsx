// @ts-nocheck
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProcessingScreen } from '#web/components/processing-screen.tsx';
import { AddAnotherItem } from '#web/features/add/components/add-another-item.tsx';
import { notify } from '#web/lib/notify.ts';
import type * as NotifyModuleValue from '#web/lib/notify.ts';
import { api } from '../support/api-server';
import { journey, readyRow } from './journey-api';
import { renderMain, tab } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));
type NotifyModule = typeof NotifyModuleValue;
// The real toasts, counted: each completion must be announced exactly once.
vi.mock('#web/lib/notify.ts', async (importOriginal) => {
  const real = await importOriginal<NotifyModule>();
  return { notify: vi.fn(real.notify) };
});
// jsdom cannot decode pictures: the browser tests run the real downscale in Chromium.
vi.mock('#web/photos/downscale-photo.ts', () => ({
  downscalePhoto: vi.fn(async () => ({
    blob: new Blob([new Uint8Array(1234)], { type: 'image/jpeg' }),
    width: 2048,
    height: 1536,
  })),
}));

// docs/product.md#processing-screen: "Add another item" queues the next photo's analysis
// beside the first; each completion is announced once and the Review badge counts them.

const photo = (name: string) => new File([new Uint8Array(50_000)], name, { type: 'image/jpeg' });

/** The device's main pointer, as `(pointer: coarse)` answers (jsdom has no matchMedia). */
function givenPointer(kind: 'touch' | 'mouse') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)' && kind === 'touch',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const created = () => api.requests.filter((request) => request.route === 'POST /api/listings');
const reviewBadge = () => tab(/Review/);
const completions = () =>
  vi.mocked(notify).mock.calls.filter(([message]) => message.title === 'Analysis complete!').length;

describe('adding another item while the first is analysed', () => {
  it('queues the second beside the first; both finish, each announced once, and the badge counts 2', async () => {
    givenPointer('mouse');
    const { user } = await renderMain();
    await user.upload(screen.getByTestId('photo-input'), photo('first.jpg'));
    expect(await screen.findByText('Looking for clues...')).toBeInTheDocument();

    // The processing screen keeps its messages and offers the picker again.
    const picker = vi.spyOn(screen.getByTestId('photo-input'), 'click');
    await user.click(screen.getByRole('button', { name: 'Add another item' }));
    expect(picker).toHaveBeenCalledOnce();
    await user.upload(screen.getByTestId('photo-input'), photo('second.jpg'));
    await waitFor(() => expect(created()).toHaveLength(2));
    expect(api.listings.map((row) => row.stage)).toEqual(['analyzing', 'analyzing']);
    const [second, first] = api.listings.map((row) => row.id);

    // The newest is shown; the screen says two are under way.
    expect(await screen.findByText(/2 items are being analysed/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The photo being analysed' })).toHaveAttribute(
      'src',
      `http://localhost/photos/${second}.jpg`,
    );
    expect(screen.getByText(/Looking for clues|Spreading the net|Finding matches/)).toBeInTheDocument();

    // The first finishes: announced, counted, and the second is still analysed.
    journey.analysis = (row) => (row.id === first ? readyRow({ id: row.id }) : row);
    expect(await screen.findByText('Analysis complete!', {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(reviewBadge()).toHaveTextContent('1'));
    expect(completions()).toBe(1);
    expect(screen.getByRole('button', { name: 'Add another item' })).toBeInTheDocument();
    expect(screen.queryByText(/items are being analysed/)).not.toBeInTheDocument();

    // Then the second.
    journey.analysis = (row) => readyRow({ id: row.id });
    await waitFor(() => expect(completions()).toBe(2), { timeout: 10_000 });
    await waitFor(() => expect(within(reviewBadge()).getByText('2 ready for review')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText(/Looking for clues/)).not.toBeInTheDocument());
    expect(await screen.findAllByRole('heading', { name: 'Dune' })).toHaveLength(2);

    // Each completion was announced once, however often the lists are read again.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(completions()).toBe(2);
  }, 30_000);

  it('on a touch device opens the Add tab\'s choice, and "Take photo" queues the second', async () => {
    givenPointer('touch');
    const { user } = await renderMain();
    await user.upload(screen.getByTestId('camera-input'), photo('first.jpg'));
    expect(await screen.findByText('Looking for clues...')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add another item' }));
    expect(screen.getByRole('button', { name: 'Take photo' })).toHaveFocus();
    const camera = vi.spyOn(screen.getByTestId('camera-input'), 'click');
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(camera).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Choose from library' })).toBeEnabled();
    await user.upload(screen.getByTestId('camera-input'), photo('second.jpg'));
    await waitFor(() => expect(created()).toHaveLength(2));
    expect(await screen.findByText(/2 items are being analysed/)).toBeInTheDocument();
    // The choice folds back once the photo is up, ready for the next item.
    expect(await screen.findByRole('button', { name: 'Add another item' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();
  });
});

describe('the processing screen', () => {
  it('shows "Uploading..." and the progress on its button while the next photo goes up', () => {
    givenPointer('mouse');
    const none = () => undefined;
    render(
      <ProcessingScreen photoUrl="http://localhost/photos/a.jpg" count={1}>
        <AddAnotherItem uploading progress={40} picker={{ chooseFromLibrary: none, takePhoto: none }} />
      </ProcessingScreen>,
    );
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Uploading... 40%' })).toBeInTheDocument();
    expect(screen.queryByText(/items are being analysed/)).not.toBeInTheDocument();
  });
});
