// @ts-nocheck
import { Hub } from 'aws-amplify/utils';

/**
 * True when the page is Cognito's redirect back from Google sign-in (`?code=...&state=...`).
 * Only then is Amplify's OAuth listener loaded (start-app.tsx), so no other visit downloads it.
 */
export function isOAuthReturn(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') && params.has('state')) || params.has('error');
}

let carried: string | undefined;

/**
 * Google sign-in carries the place the visitor was going through Cognito as Amplify's custom
 * state (features/auth/api/sign-in-with-google.ts); Amplify hands it back in one Hub event as
 * it completes the sign-in. Called before the OAuth listener loads, so that event is not missed.
 */
export function carryOAuthReturnTarget(): void {
  const stop = Hub.listen('auth', ({ payload }) => {
    if (payload.event !== 'customOAuthState') return;
    carried = payload.data;
    stop();
  });
}

/** The place carried through Google sign-in, once (unchecked: the caller checks it is on `/`). */
export function takeOAuthReturnTarget(): string | undefined {
  const target = carried;
  carried = undefined;
  return target;
}
