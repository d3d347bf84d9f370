// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_TICKETS_PER_DAY } from '#domain/photos.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { presignUpload } from '#lambdas/uploads/presign-upload.ts';
import { InMemoryPhotoStore } from '#tests/support/in-memory/in-memory-photo-store.ts';
import { InMemoryRateLimiter } from '#tests/support/in-memory/in-memory-rate-limiter.ts';
import { fixtureUser, otherUser, useTestEnv } from './lambda-test-kit';

// The daily ceiling on upload tickets (domain/photos.ts, docs/product.md#constants-and-limits),
// on top of the hourly one: an item may hold several photos, so a day's tickets add up.

const photo = { filename: 'a.jpg', contentType: 'image/jpeg', size: 1000 };
const caller = (userId: string) => ({ userId, username: userId });
let deps: { photos: InMemoryPhotoStore; requestLimiter: InMemoryRateLimiter };

beforeEach(() => {
  useTestEnv();
  // The hourly ceiling out of the way: this test is about the day's.
  vi.stubEnv(envNames.uploadTicketLimit, '100000');
  vi.useFakeTimers({ now: new Date('2026-11-24T10:15:00Z'), toFake: ['Date'] });
  deps = { photos: new InMemoryPhotoStore(), requestLimiter: new InMemoryRateLimiter() };
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
});

async function takeTickets(count: number, userId = fixtureUser.sub) {
  for (let i = 0; i < count; i++) await presignUpload(deps, caller(userId), photo);
}

describe(`the daily upload ticket limit (${UPLOAD_TICKETS_PER_DAY} a day)`, () => {
  it('gives a user tickets up to the limit', async () => {
    await expect(takeTickets(UPLOAD_TICKETS_PER_DAY)).resolves.toBeUndefined();
  });

  it('answers 429 past it, saying in how many hours to try again, and signs nothing', async () => {
    await takeTickets(UPLOAD_TICKETS_PER_DAY);
    const presign = vi.spyOn(deps.photos, 'presignPut');

    const refused = await presignUpload(deps, caller(fixtureUser.sub), photo).catch((e: unknown) => e);

    expect(refused).toMatchObject({
      status: 429,
      code: 'too_many_requests',
      message: 'You have uploaded the most photos allowed in one day. Please try again in 14 hours.',
    });
    expect(presign).not.toHaveBeenCalled();
  });

  it("leaves another user's tickets alone", async () => {
    await takeTickets(UPLOAD_TICKETS_PER_DAY);

    await expect(presignUpload(deps, caller(otherUser.sub), photo)).resolves.toMatchObject({
      key: expect.stringMatching(new RegExp(`^${otherUser.sub}/`)),
    });
  });

  it('takes its ceiling from UPLOAD_TICKET_DAILY_LIMIT when the operator sets one', async () => {
    vi.stubEnv(envNames.uploadTicketDailyLimit, '2');
    await takeTickets(2);

    await expect(presignUpload(deps, caller(fixtureUser.sub), photo)).rejects.toMatchObject({ status: 429 });
  });
});
