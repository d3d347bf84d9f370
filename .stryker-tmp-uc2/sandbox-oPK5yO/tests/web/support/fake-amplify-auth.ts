// @ts-nocheck
import { vi } from 'vitest';

// Stands in for 'aws-amplify/auth' (vi.mock('aws-amplify/auth', () => import(...this file))).
// Tests import this module too and steer the same functions.

interface FakeTokens {
  accessToken: { toString: () => string; payload: { exp?: number; sub?: string } };
  idToken?: { payload: { email?: string } };
}

export const fetchAuthSession =
  vi.fn<(options?: { forceRefresh?: boolean }) => Promise<{ tokens?: FakeTokens }>>();
export const signIn = vi.fn();
export const signOut = vi.fn();
export const getCurrentUser = vi.fn();
export const signUp = vi.fn();
export const confirmSignUp = vi.fn();
export const resendSignUpCode = vi.fn();
export const resetPassword = vi.fn();
export const confirmResetPassword = vi.fn();
export const signInWithRedirect = vi.fn();

export const accessToken = 'access-token-123';
export const userEmail = 'sam@example.com';
export const userId = 'user-1';

/** Tokens as Amplify returns them, expiring `secondsLeft` from now. */
export function fakeTokens(secondsLeft = 3600): FakeTokens {
  return {
    accessToken: {
      toString: () => accessToken,
      payload: { exp: Math.floor(Date.now() / 1000) + secondsLeft, sub: userId },
    },
    idToken: { payload: { email: userEmail } },
  };
}

export function givenSignedIn(): void {
  fetchAuthSession.mockResolvedValue({ tokens: fakeTokens() });
}

export function givenSignedOut(): void {
  fetchAuthSession.mockResolvedValue({});
}

/** The session check never answers, so the guard stays in its loading state. */
export function givenSessionCheckPending(): void {
  fetchAuthSession.mockReturnValue(new Promise(() => {}));
}
