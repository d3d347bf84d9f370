import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { resetServices } from '#lambdas/lib/runtime/services.ts';
import { handler as listingsHandler } from '#lambdas/listings/handler.ts';
import { handler as profileHandler } from '#lambdas/profile/handler.ts';
import { replaceServices } from '#lambdas/lib/runtime/services.ts';
import { InMemoryListingsRepository } from '../../support/in-memory/in-memory-listings-repository';
import { InMemoryPhotoStore } from '../../support/in-memory/in-memory-photo-store';
import { InMemoryProfilesRepository } from '../../support/in-memory/in-memory-profiles-repository';
import {
  accessClaims,
  captureLogs,
  fixtureEvent,
  forgetTestErasures,
  invoke,
  otherUser,
  useTestEnv,
} from './lambda-test-kit';

// Each user's own ceiling on API requests (USER_REQUEST_LIMIT per USER_REQUEST_WINDOW_SECONDS),
// applied at the caller boundary of every route: here a limit of 3 a minute.

const profileOf = (sub?: string) =>
  invoke(profileHandler, fixtureEvent('profile-get', sub ? { claims: accessClaims(sub) } : {}));

beforeEach(() => {
  useTestEnv();
  resetServices();
  forgetTestErasures();
  replaceServices({
    profiles: new InMemoryProfilesRepository(),
    listings: new InMemoryListingsRepository(),
    photos: new InMemoryPhotoStore(),
  });
  vi.stubEnv(envNames.userRequestLimit, '3');
  vi.stubEnv(envNames.userRequestWindowSeconds, '60');
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T10:00:10Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the per-user request limit', () => {
  it('serves a user up to the limit', async () => {
    const replies = [await profileOf(), await profileOf(), await profileOf()];

    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200]);
  });

  it('answers 429 past the limit, saying when to try again (the end of the window)', async () => {
    for (let i = 0; i < 3; i++) await profileOf();

    const refused = await profileOf();

    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: 'too_many_requests',
      message: 'Too many requests. Please wait 50 seconds and try again.',
    });
    expect(refused.headers['retry-after']).toBe('50');
  });

  it('counts every route of every function together', async () => {
    await profileOf();
    expect((await invoke(listingsHandler, fixtureEvent('listings-list'))).status).toBe(200);
    await profileOf();

    expect((await invoke(listingsHandler, fixtureEvent('listings-list'))).status).toBe(429);
  });

  it('still serves another user when one has reached their limit', async () => {
    for (let i = 0; i < 4; i++) await profileOf();

    expect((await profileOf(otherUser.sub)).status).toBe(200);
  });

  it('serves the user again in the next window', async () => {
    for (let i = 0; i < 4; i++) await profileOf();
    vi.setSystemTime(new Date('2026-11-24T10:01:00Z'));

    expect((await profileOf()).status).toBe(200);
  });

  it('counts a refusal in the UserRequestsThrottled metric', async () => {
    for (let i = 0; i < 3; i++) await profileOf();
    const logs = captureLogs();
    try {
      await profileOf();
    } finally {
      logs.restore();
    }

    const metric = logs.lines().find((line) => 'UserRequestsThrottled' in line);
    expect(metric).toMatchObject({ service: 'snap-list-shift', UserRequestsThrottled: 1 });
    expect(JSON.stringify(metric?._aws)).toContain('"Namespace":"SnapListShift"');
    expect(JSON.stringify(metric?._aws)).toContain('"Dimensions":[["service","stage"]]');
  });

  it('is 300 requests a minute when not set', async () => {
    vi.unstubAllEnvs();
    useTestEnv();

    const replies = [];
    for (let i = 0; i < 301; i++) replies.push((await profileOf()).status);

    expect(replies.filter((status) => status === 200)).toHaveLength(300);
    expect(replies.at(-1)).toBe(429);
  });
});
