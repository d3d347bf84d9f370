// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { authPageFile } from '#domain/auth-page.ts';
import type { GoogleSignIn } from '#domain/runtime-config.ts';
import { spaFallbackCode } from '#infra/constructs/spa-fallback-code.ts';

// CloudFront's viewer-request function on the site, run as CloudFront runs it: the handler
// gets the request and returns it with the URI of the object to serve.

type Handler = (event: { request: { uri: string } }) => { uri: string };

function served(uri: string, googleSignIn: GoogleSignIn = 'notConfigured'): string {
  const code = spaFallbackCode({ '/auth': `/${authPageFile(googleSignIn)}` });
  const handler = new Function(`${code}\nreturn handler;`)() as Handler;
  return handler({ request: { uri } }).uri;
}

describe('the site viewer-request function', () => {
  it('serves /auth the page with the static sign-in screen, without Google sign-in by default', () => {
    expect(served('/auth')).toBe('/auth.html');
  });

  it('serves /auth the page whose screen has the Google button when Google sign-in is set up', () => {
    expect(served('/auth', 'available')).toBe('/auth-google.html');
  });

  it.each(['/', '/no/such/page', '/auth/extra'])('serves index.html for the client-side route %s', (uri) => {
    expect(served(uri)).toBe('/index.html');
  });

  it.each(['/config.json', '/assets/index-abc.js', '/favicon.svg'])('passes the file %s through', (uri) => {
    expect(served(uri)).toBe(uri);
  });
});
