import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAuthShell } from '#web/app/render-auth-shell.tsx';
import { givenSignedOut } from './support/fake-amplify-auth';
import { renderApp } from './support/render-app';
import { givenRuntimeConfig } from './support/runtime-config';

vi.mock('aws-amplify/auth', () => import('./support/fake-amplify-auth'));
vi.mock('aws-amplify/utils', () => import('./support/fake-amplify-utils'));

// The build renders /auth's static sign-in screen (web/vite-auth-pages.ts); the app must then
// draw the very same elements, or the page would jump or flash when it takes over.

function parsed(markup: string): Element {
  const template = document.createElement('template');
  template.innerHTML = markup;
  return template.content.firstElementChild!;
}

beforeEach(() => {
  vi.resetAllMocks();
  givenSignedOut();
});

describe("/auth's static sign-in screen", () => {
  it.each([
    ['without Google sign-in (the local copy)', 'noHostedUi'],
    ['without Google sign-in (a deployment without a Google client)', 'notConfigured'],
    ['with Google sign-in set up', 'available'],
  ] as const)('is the screen the app draws for a signed-out visitor, %s', async (_, googleSignIn) => {
    const shell = parsed(await renderAuthShell(googleSignIn));
    await givenRuntimeConfig(
      googleSignIn === 'available'
        ? { oauthDomain: 'auth.example.com', googleSignInAbsence: undefined }
        : { googleSignInAbsence: googleSignIn },
    );
    renderApp('/auth');
    await screen.findByRole('heading', { name: 'Sign In' });
    const drawn = document.querySelector('main.auth-page')!;
    expect(drawn.outerHTML.length).toBeGreaterThan(1000);
    expect(shell.isEqualNode(drawn)).toBe(true);
  });

  it("says why Google sign-in is missing, as the home's config says", async () => {
    expect(await renderAuthShell('noHostedUi')).toContain('Google sign-in needs the cloud deployment');
    expect(await renderAuthShell('notConfigured')).toContain('Google sign-in is not set up on this site.');
    expect(await renderAuthShell('notConfigured')).not.toContain('local copy');
    expect(await renderAuthShell('available')).not.toContain('Google sign-in needs the cloud deployment');
    expect(await renderAuthShell('available')).not.toContain('Google sign-in is not set up');
  });
});
