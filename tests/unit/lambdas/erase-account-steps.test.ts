import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eraseAccount } from '#lambdas/account/erase-account.ts';
import type { Erasure } from '#lambdas/lib/ports/erasures.ts';
import { signedInCaller } from '#lambdas/lib/runtime/caller.ts';
import { InMemoryListingsRepository } from '#tests/support/in-memory/in-memory-listings-repository.ts';
import { InMemoryPhotoStore } from '#tests/support/in-memory/in-memory-photo-store.ts';
import { InMemoryEbayConnections } from '#tests/support/in-memory/in-memory-ebay-connections.ts';
import { InMemoryProfilesRepository } from '#tests/support/in-memory/in-memory-profiles-repository.ts';
import { InMemoryRateLimiter } from '#tests/support/in-memory/in-memory-rate-limiter.ts';
import { InMemoryUserDirectory } from '#tests/support/in-memory/in-memory-user-directory.ts';
import { storedListing } from '#tests/support/listing-builder.ts';
import { captureLogs, fixtureEvent, fixtureUser, forgetTestErasures, useTestEnv } from './lambda-test-kit';

// The erasure's own steps (lambdas/account/erase-account.ts), with the clock set: the tombstone
// outlives every access token issued before it (1 hour, plus 5 minutes for clock skew), from
// its start and again from its end, and this container learns of it at once.

const caller = { userId: fixtureUser.sub, username: fixtureUser.sub };
/** 1,800,000,000.4 s after the epoch: the tombstone counts from the next whole second. */
const now = new Date(1_800_000_000_400);

let writes: { step: 'begin' | 'complete'; expiresAt: number }[];
let services: ReturnType<typeof servicesFor>;

function servicesFor() {
  const listings = new InMemoryListingsRepository();
  listings.seed(storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2D', { user_id: caller.userId }));
  listings.seed(storedListing('01JD3Z8Q4N5W6X7Y8Z9A0B1C2E', { user_id: caller.userId }));
  const photos = new InMemoryPhotoStore();
  for (const name of ['a', 'b', 'c'])
    photos.put(`${caller.userId}/1732240000000-${name}.jpg`, new Uint8Array(8));
  const users = new InMemoryUserDirectory();
  users.add(caller.username);
  return {
    listings,
    photos,
    users,
    profiles: new InMemoryProfilesRepository(),
    ebayConnections: new InMemoryEbayConnections(),
    // A store that never answers what it holds: only this container's memory says erased.
    erasures: {
      find: async () => undefined,
      begin: async (_userId: string, expiresAt: number): Promise<Erasure> => {
        writes.push({ step: 'begin', expiresAt });
        return { state: 'erasing', expiresAt };
      },
      complete: async (_userId: string, expiresAt: number) => {
        writes.push({ step: 'complete', expiresAt });
      },
    },
  };
}

/** Whether the caller boundary of this container lets the user's next request in. */
const admitted = () =>
  signedInCaller(fixtureEvent('account-delete'), {
    erasures: services.erasures,
    requestLimiter: new InMemoryRateLimiter(),
  }).then(
    () => true,
    () => false,
  );

beforeEach(() => {
  useTestEnv();
  forgetTestErasures();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  writes = [];
  services = servicesFor();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  forgetTestErasures();
});

describe('eraseAccount, step by step', () => {
  it('writes the tombstone for 1 hour and 5 minutes from the next whole second, at its start and its end', async () => {
    await eraseAccount(services, caller);
    expect(writes).toEqual([
      { step: 'begin', expiresAt: 1_800_003_901 },
      { step: 'complete', expiresAt: 1_800_003_901 },
    ]);
  });

  it('has this container refuse the user at once when it is done, though the store has not answered', async () => {
    expect(await admitted()).toBe(true);
    forgetTestErasures();
    await eraseAccount(services, caller);
    expect(await admitted()).toBe(false);
  });

  it('has this container refuse the user from the tombstone on, even when a later step fails', async () => {
    services.users.deleteUser = () => Promise.reject(new Error('Cognito is down'));
    await expect(eraseAccount(services, caller)).rejects.toThrow('Cognito is down');
    expect(await admitted()).toBe(false);
  });

  it('logs what it erased', async () => {
    const logs = captureLogs();
    try {
      await eraseAccount(services, caller);
    } finally {
      logs.restore();
    }
    expect(logs.lines()).toContainEqual(
      // Two listings and their two upload guards; three photos.
      expect.objectContaining({ message: 'account erased', listingItems: 4, photos: 3 }),
    );
  });
});
