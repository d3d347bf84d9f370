import { render, screen, waitFor } from '@testing-library/react';
import { AddTab } from '#web/features/add/components/add-tab.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../support/api-server';
import { journey } from './journey-api';
import { renderMain } from './render-main';

vi.mock('aws-amplify/auth', () => import('../support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('../support/fake-amplify-utils'));
// jsdom cannot decode pictures: the browser tests run the real downscale in Chromium.
vi.mock('#web/photos/downscale-photo.ts', () => ({
  downscalePhoto: vi.fn(async () => ({
    blob: new Blob([new Uint8Array(1234)], { type: 'image/jpeg' }),
    width: 2048,
    height: 1536,
  })),
}));

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

describe('the Add tab on a touch device', () => {
  it('offers "Take photo", which opens the rear camera, and "Choose from library"', async () => {
    givenPointer('touch');
    await renderMain();
    expect(screen.getByRole('button', { name: 'Take photo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose from library' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    const camera = screen.getByTestId('camera-input');
    expect(camera).toHaveAttribute('type', 'file');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(camera).toHaveAttribute('capture', 'environment');
  });

  it('"Take photo" opens the camera input and "Choose from library" the picker without capture', async () => {
    givenPointer('touch');
    const { user } = await renderMain();
    const camera = vi.spyOn(screen.getByTestId('camera-input'), 'click');
    const library = vi.spyOn(screen.getByTestId('photo-input'), 'click');
    await user.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(camera).toHaveBeenCalledOnce();
    expect(library).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    expect(library).toHaveBeenCalledOnce();
    expect(screen.getByTestId('photo-input')).not.toHaveAttribute('capture');
  });

  it('uploads the photo taken and switches to Review', async () => {
    givenPointer('touch');
    const { user } = await renderMain();
    await user.upload(
      screen.getByTestId('camera-input'),
      new File([new Uint8Array(50_000)], 'image.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Looking for clues...')).toBeInTheDocument();
    await waitFor(() => expect(journey.puts).toHaveLength(1));
    expect(api.listings[0]?.stage).toBe('analyzing');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Review/ })).toHaveAttribute('aria-selected', 'true'),
    );
  });
});

it('says "Uploading..." on the camera button and disables both during an upload', () => {
  givenPointer('touch');
  const none = () => undefined;
  render(
    <AddTab
      items={[]}
      uploading
      progress={40}
      error={undefined}
      picker={{ chooseFromLibrary: none, takePhoto: none }}
      onRetry={none}
      onAddBatch={none}
      onOpenItem={none}
      onShowAll={none}
      onStartOver={none}
    />,
  );
  expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Choose from library' })).toBeDisabled();
});

describe('the Add tab with a mouse', () => {
  it('keeps the single upload button and no camera input', async () => {
    givenPointer('mouse');
    await renderMain();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose from library' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('camera-input')).not.toBeInTheDocument();
  });
});
