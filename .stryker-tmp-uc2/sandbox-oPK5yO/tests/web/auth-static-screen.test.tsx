// @ts-nocheck
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { GoogleSignIn } from '#domain/runtime-config.ts';
import { renderAuthShell } from '#web/app/render-auth-shell.tsx';
import { startApp } from '#web/app/start-app.tsx';
import { givenSessionCheckPending, givenSignedOut } from './support/fake-amplify-auth';
import { configFetch, localConfig } from './support/runtime-config';

vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

// The build renders the app's tree at /auth into the page served there (web/vite-auth-pages.ts);
// the app hydrates that markup: the painted nodes stay (the largest paint does not move), no
// hydration mismatch, and the screen works once adopted.

const asFetch = (mock: ReturnType<typeof configFetch>) => mock as unknown as typeof fetch;
const painted = Symbol('painted before the app started');
type Marked = Element & { [painted]?: true };

let container: HTMLElement;
let root: Root | undefined;
let consoleError: MockInstance;
let consoleWarn: MockInstance;
let windowErrors: unknown[];
const recordWindowError = (event: ErrorEvent) => windowErrors.push(event.error ?? event.message);

const shells = new Map<GoogleSignIn, string>();
const withGoogle = {
  oauthDomain: 'auth.example.com',
  authFlowType: 'USER_SRP_AUTH',
  googleSignInAbsence: undefined,
};

beforeAll(async () => {
  for (const googleSignIn of ['noHostedUi', 'notConfigured', 'available'] as const) {
    shells.set(googleSignIn, await renderAuthShell(googleSignIn));
  }
});

/** The page served at /auth, as the browser has parsed and painted it before any script. */
function givenAuthPage(googleSignIn: GoogleSignIn): void {
  container.setAttribute('inert', '');
  container.innerHTML = shells.get(googleSignIn)!;
  container.querySelectorAll('p, h1, h2, form, input, button').forEach((node) => {
    (node as Marked)[painted] = true;
  });
}

// React's development build notices that the build's renderer (prerender) and the browser's
// rendered the same contexts: here they share one process, in a browser only the second runs.
const sameProcessArtefact = 'Detected multiple renderers concurrently rendering the same context provider';

/** What React and the browser said while the app started; a hydration mismatch says something. */
function complaints(): unknown[] {
  return [...consoleError.mock.calls, ...consoleWarn.mock.calls, ...windowErrors].filter(
    (said) => !(Array.isArray(said) && String(said[0]).startsWith(sameProcessArtefact)),
  );
}

async function start(config: object): Promise<void> {
  root = await act(() => startApp(container, asFetch(configFetch({ ...localConfig, ...config }))));
  await waitFor(() => expect(container).not.toHaveAttribute('inert'));
}

beforeEach(() => {
  vi.resetAllMocks();
  givenSignedOut();
  window.history.replaceState(null, '', '/auth');
  container = document.createElement('div');
  container.id = 'root';
  document.body.append(container);
  // Recorded and asserted on, not printed.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  windowErrors = [];
  window.addEventListener('error', recordWindowError);
});

afterEach(() => {
  window.removeEventListener('error', recordWindowError);
  if (root) act(() => root!.unmount());
  root = undefined;
  container.remove();
  window.history.replaceState(null, '', '/');
});

describe("/auth's prerendered sign-in screen", () => {
  it.each([
    ['without Google sign-in (the local copy)', 'noHostedUi', {}],
    [
      'without Google sign-in (a deployment without a Google client)',
      'notConfigured',
      { googleSignInAbsence: 'notConfigured' },
    ],
    ['with Google sign-in set up', 'available', withGoogle],
  ] as const)('is adopted by the app, node for node, %s', async (_, googleSignIn, config) => {
    givenAuthPage(googleSignIn);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Sign In');
    const before = [...container.querySelectorAll('*')];
    expect(before.length).toBeGreaterThan(20);

    await start(config);

    expect(complaints()).toEqual([]);
    const after = [...container.querySelectorAll('*')];
    expect(after).toEqual(before);
    expect(after.filter((node) => (node as Marked)[painted]).length).toBeGreaterThan(5);
    expect(screen.getByText('Snap it. List it. Shift it.')).toBe(
      before.find((node) => node.classList.contains('tagline')),
    );
  });

  it('works once adopted: its links and fields are the app’s', async () => {
    givenAuthPage('noHostedUi');
    await start({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(complaints()).toEqual([]);
  });

  it('stays as painted while the session is still being checked (no Loading...)', async () => {
    givenSessionCheckPending();
    givenAuthPage('noHostedUi');
    const tagline = container.querySelector('.tagline');
    await start({});
    expect(container.querySelector('.tagline')).toBe(tagline);
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(complaints()).toEqual([]);
  });

  it('is drawn anew, not hydrated, when an email link opened it (its screen is not the painted one)', async () => {
    window.history.replaceState(null, '', '/auth?action=reset&email=a%40example.com&code=123456');
    givenAuthPage('noHostedUi');
    await start({});
    expect(await screen.findByLabelText('Confirmation code')).toHaveValue('123456');
    expect(complaints()).toEqual([]);
  });

  it('is hydrated only with the config it was rendered for: a mismatch is reported, not hidden', async () => {
    // The page without Google sign-in, in a home whose config has it: the markup differs.
    givenAuthPage('noHostedUi');
    await start(withGoogle);
    await waitFor(() => expect(String(complaints()[0])).toMatch(/hydrat/i));
  });

  it('gives way to the start-up failure when /config.json cannot be read, and is no longer inert', async () => {
    givenAuthPage('noHostedUi');
    root = await act(() => startApp(container, asFetch(configFetch({}, 404))));
    expect(screen.getByRole('alert')).toHaveTextContent('The app could not start. Please reload the page.');
    expect(container.querySelector('.auth-page')).toBeNull();
    expect(container).not.toHaveAttribute('inert');
  });

  it("says why Google sign-in is missing, as the home's config says", () => {
    expect(shells.get('noHostedUi')).toContain('Google sign-in needs the cloud deployment');
    expect(shells.get('notConfigured')).toContain('Google sign-in is not set up on this site.');
    expect(shells.get('notConfigured')).not.toContain('local copy');
    expect(shells.get('available')).not.toContain('Google sign-in needs the cloud deployment');
    expect(shells.get('available')).not.toContain('Google sign-in is not set up');
  });
});
