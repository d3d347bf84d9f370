// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { authPageFile, authPageFiles, authPagePath } from '#domain/auth-page.ts';
import { googleSignInOf } from '#domain/runtime-config.ts';

describe('the page each home serves for /auth', () => {
  it('is the one with Continue with Google when the home has Google sign-in set up', () => {
    expect(authPageFile('available')).toBe('auth-google.html');
  });

  it('is the one whose note says Google is not set up, for a cloud deployment without a Google client', () => {
    expect(authPageFile('notConfigured')).toBe('auth.html');
  });

  it('is the one whose note says Google needs the cloud, on the local twin', () => {
    expect(authPageFile('noHostedUi')).toBe('auth-local.html');
  });

  it('serves the path /auth, from a different file for each case', () => {
    expect(authPagePath).toBe('/auth');
    expect(new Set(Object.values(authPageFiles)).size).toBe(3);
  });
});

describe("what a home's config says of Google sign-in", () => {
  it('is "offered" when it names an OAuth domain', () => {
    expect(googleSignInOf({ oauthDomain: 'auth.example.com' })).toBe('available');
  });

  it('is the reason it gives otherwise', () => {
    expect(googleSignInOf({ googleSignInAbsence: 'noHostedUi' })).toBe('noHostedUi');
    expect(googleSignInOf({ googleSignInAbsence: 'notConfigured' })).toBe('notConfigured');
  });

  it('is "not configured" when it gives no reason (a config written before reasons existed)', () => {
    expect(googleSignInOf({})).toBe('notConfigured');
  });
});
