import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { dynamo } from '#lambdas/lib/runtime/clients/dynamo.ts';
import { config, envNames, toEnvironment } from '#lambdas/lib/runtime/config.ts';
import { DynamoAiBudget } from '#lambdas/lib/adapters/dynamo-ai-budget.ts';
import { makeAiBudget, makeAiRateLimiter } from '#lambdas/lib/runtime/factories/make-ai-rate-limiter.ts';
import type { RateLimit } from '#lambdas/lib/ports/rate-limiter.ts';
import '../support/twin-context';

// The spend ceilings' DynamoDB adapters on the emulator (docs/design.md#security): the daily
// spend ceiling in micro-dollars at its boundary, a call's cost replacing its hold, and the sliding window across a window boundary, both under
// concurrent requests, with conditional writes only (the emulator has no transactions).

const twin = inject('twin');

beforeAll(() => {
  for (const [name, value] of Object.entries(toEnvironment(twin.env))) vi.stubEnv(name, value);
});
afterAll(() => vi.unstubAllEnvs());

/** A day of its own for each test, so the shared twin's counters never meet. */
function freshDay(): Date {
  const day = Math.floor(Math.random() * 300_000);
  return new Date(Date.UTC(2100, 0, 1) + day * 86_400_000 + 12 * 3600_000);
}

/** A ceiling in micro-dollars (and a user's share), small enough to count by hand. */
function budgetOf(dailyMicros: number, userShare?: number) {
  return new DynamoAiBudget(
    dynamo(),
    { tableName: config.rateLimitsTable(), partitionKey: 'id', ttlAttribute: 'expiresAt' },
    dailyMicros,
    userShare,
  );
}

const one = { micros: 1 };
/** Whether each call was taken. */
const takenOf = (decisions: { taken: boolean }[]) => decisions.map((decision) => decision.taken);

describe('the daily spend ceiling, in micro-dollars', () => {
  it('allows budget - 1 and budget calls, and refuses budget + 1', async () => {
    const budget = budgetOf(3);
    const day = freshDay();
    expect(takenOf([await budget.take(day, one), await budget.take(day, one)])).toEqual([true, true]); // budget - 1
    expect(await budget.take(day, one)).toEqual({ taken: true, spentPercent: 100 }); // budget
    expect(await budget.take(day, one)).toEqual({ taken: false, spentBy: 'product' }); // budget + 1
  });

  it('starts again the next UTC day', async () => {
    const budget = budgetOf(1);
    const day = freshDay();
    await budget.take(day, one);
    expect((await budget.take(day, one)).taken).toBe(false);
    expect((await budget.take(new Date(day.getTime() + 86_400_000), one)).taken).toBe(true);
  });

  it('never lets concurrent calls take more than the budget between them', async () => {
    const budget = budgetOf(5);
    const day = freshDay();
    const taken = await Promise.all(Array.from({ length: 12 }, () => budget.take(day, one)));
    expect(takenOf(taken).filter(Boolean)).toHaveLength(5);
  });

  it('is the AI_DAILY_SPEND_USD setting, in dollars', async () => {
    vi.stubEnv(envNames.aiDailySpendUsd, '0.000003');
    const budget = makeAiBudget();
    const day = freshDay();
    const calls = [await budget.take(day, one), await budget.take(day, one), await budget.take(day, one)];
    expect(takenOf([...calls, await budget.take(day, one)])).toEqual([true, true, true, false]);
  });

  it('a hold that does not fit in what is left is refused; a smaller one still fits', async () => {
    const budget = budgetOf(3);
    const day = freshDay();
    expect(await budget.take(day, { micros: 2 })).toEqual({ taken: true, spentPercent: 66.7 });
    expect(await budget.take(day, { micros: 2 })).toEqual({ taken: false, spentBy: 'product' });
    expect(await budget.take(day, one)).toEqual({ taken: true, spentPercent: 100 });
  });
});

describe("a call's cost replacing its hold", () => {
  it('gives back what the call did not cost, to the day and to the user', async () => {
    const budget = budgetOf(10, 6);
    const day = freshDay();
    const user = randomUUID();
    expect(await budget.take(day, { micros: 6, userId: user })).toEqual({ taken: true, spentPercent: 60 });
    expect(await budget.adjust(day, { micros: -4, userId: user })).toBe(20); // it cost 2
    expect((await budget.take(day, { micros: 4, userId: user })).taken).toBe(true); // 2 + 4 = the share
    expect(await budget.take(day, { micros: 1, userId: user })).toEqual({ taken: false, spentBy: 'user' });
  });

  it('adds a cost past its hold even past the ceiling, so the next hold is refused', async () => {
    const budget = budgetOf(10);
    const day = freshDay();
    await budget.take(day, { micros: 8 });
    expect(await budget.adjust(day, { micros: 4 })).toBe(120);
    expect(await budget.take(day, one)).toEqual({ taken: false, spentBy: 'product' });
  });
});

describe("each user's share of the daily spend ceiling", () => {
  it('refuses a user past their share while another user still spends', async () => {
    const budget = budgetOf(100, 3);
    const day = freshDay();
    const [alice, bob] = [randomUUID(), randomUUID()];
    expect((await budget.take(day, { micros: 2, userId: alice })).taken).toBe(true);
    expect((await budget.take(day, { micros: 1, userId: alice })).taken).toBe(true); // the share
    expect(await budget.take(day, { micros: 1, userId: alice })).toEqual({ taken: false, spentBy: 'user' });
    expect(await budget.take(day, { micros: 1, userId: bob })).toEqual({ taken: true, spentPercent: 4 });
  });

  it("gives the user's units back when the product's budget refuses the call", async () => {
    const budget = budgetOf(2, 2);
    const day = freshDay();
    const [alice, bob] = [randomUUID(), randomUUID()];
    await budget.take(day, { micros: 2, userId: bob });
    expect(await budget.take(day, { micros: 1, userId: alice })).toEqual({
      taken: false,
      spentBy: 'product',
    });
    // Alice spent nothing: the next day she has her whole share.
    const next = new Date(day.getTime() + 86_400_000);
    expect((await budget.take(next, { micros: 2, userId: alice })).taken).toBe(true);
    expect((await budget.take(day, { micros: 1 })).taken).toBe(false);
  });

  it('never lets one user take more than their share with concurrent calls', async () => {
    const budget = budgetOf(100, 4);
    const day = freshDay();
    const user = randomUUID();
    const taken = await Promise.all(
      Array.from({ length: 10 }, () => budget.take(day, { micros: 1, userId: user })),
    );
    expect(takenOf(taken).filter(Boolean)).toHaveLength(4);
  });

  it('is AI_USER_SHARE_PERCENT of AI_DAILY_SPEND_USD: $4 of $100, a dollar at a time', async () => {
    vi.stubEnv(envNames.aiDailySpendUsd, '100');
    vi.stubEnv(envNames.aiUserSharePercent, '4');
    const budget = makeAiBudget();
    const day = freshDay();
    const user = randomUUID();
    const calls = [];
    for (let i = 0; i < 5; i++) calls.push(await budget.take(day, { micros: 1_000_000, userId: user }));
    expect(takenOf(calls)).toEqual([true, true, true, true, false]);
  });
});

describe("each user's sliding window of AI calls", () => {
  const limit: RateLimit = { name: 'ai', limit: 3, windowSeconds: 3600 };
  const at = (iso: string) => new Date(iso);

  it('refuses the next call back to back across an hour boundary', async () => {
    const limiter = makeAiRateLimiter();
    const user = randomUUID();
    for (let i = 0; i < 3; i++) {
      expect(await limiter.consume(limit, user, at('2026-11-24T10:59:59.000Z'))).toEqual({ allowed: true });
    }
    expect(await limiter.consume(limit, user, at('2026-11-24T11:00:00.000Z'))).toEqual({
      allowed: false,
      retryAfterSeconds: 3599,
    });
  });

  it('allows again exactly one window after the oldest call', async () => {
    const limiter = makeAiRateLimiter();
    const user = randomUUID();
    for (let i = 0; i < 3; i++) await limiter.consume(limit, user, at('2026-11-24T10:00:00.000Z'));
    expect((await limiter.consume(limit, user, at('2026-11-24T10:59:59.999Z'))).allowed).toBe(false);
    expect((await limiter.consume(limit, user, at('2026-11-24T11:00:00.000Z'))).allowed).toBe(true);
  });

  it('lets exactly the limit through when the calls come at once', async () => {
    const limiter = makeAiRateLimiter();
    const user = randomUUID();
    const now = at('2026-11-24T10:00:00.000Z');
    const decisions = await Promise.all(Array.from({ length: 6 }, () => limiter.consume(limit, user, now)));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
  });

  it('gives a refunded call back', async () => {
    const limiter = makeAiRateLimiter();
    const user = randomUUID();
    const now = at('2026-11-24T10:00:00.000Z');
    for (let i = 0; i < 3; i++) await limiter.consume(limit, user, now);
    await limiter.refund(limit, user, now);
    expect((await limiter.consume(limit, user, now)).allowed).toBe(true);
    expect((await limiter.consume(limit, user, now)).allowed).toBe(false);
  });
});
