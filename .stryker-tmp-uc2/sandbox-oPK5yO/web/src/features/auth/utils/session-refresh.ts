// @ts-nocheck
import { fetchAuthSession } from 'aws-amplify/auth';
import { shouldRefreshToken, refreshBackoffMs } from '#domain/session-refresh.ts';

/** How many times one check tries before leaving it to the next check. */
const refreshAttempts = 4;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One periodic session check (docs/product.md#constants-and-limits). Returns false when the session has ended: no
 * tokens, or Cognito refused the refresh token. A check that keeps failing for another reason
 * (offline) is retried with backoff and then left to the next check, so a flaky network does
 * not sign the user out.
 */
export async function keepSessionFresh(
  wait: (ms: number) => Promise<void> = sleep,
  now: () => number = Date.now,
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { tokens } = await fetchAuthSession();
      if (!tokens) return false;
      const expiresAt = tokens.accessToken.payload.exp;
      if (expiresAt !== undefined && !shouldRefreshToken(expiresAt * 1000, now())) return true;
      const refreshed = await fetchAuthSession({ forceRefresh: true });
      return refreshed.tokens !== undefined;
    } catch {
      if (attempt + 1 >= refreshAttempts) return true;
      await wait(refreshBackoffMs(attempt));
    }
  }
}
