// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { refreshBackoffMs, shouldRefreshToken } from '#domain/session-refresh.ts';

describe('session refresh (docs/product.md#states-and-transitions and docs/product.md#constants-and-limits)', () => {
  const now = 1_700_000_000_000;

  it('refreshes a token when 90 seconds or less remain', () => {
    expect(shouldRefreshToken(now + 90_000, now)).toBe(true);
    expect(shouldRefreshToken(now + 10_000, now)).toBe(true);
    expect(shouldRefreshToken(now - 1, now)).toBe(true);
  });

  it('leaves a token with more than 90 seconds left', () => {
    expect(shouldRefreshToken(now + 90_001, now)).toBe(false);
  });

  it('backs off exponentially from 200 ms', () => {
    expect([0, 1, 2, 3].map(refreshBackoffMs)).toEqual([200, 400, 800, 1600]);
  });
});
