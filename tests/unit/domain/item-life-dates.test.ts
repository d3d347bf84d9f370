import { describe, expect, it } from 'vitest';
import { LIFE_DATE_CLOCK_ALLOWANCE_MS } from '#domain/constants.ts';
import { type LifeEvent, applyTransition, lifeReasons } from '#domain/item-life.ts';

// The dates an event of the item's life may give (docs/product.md#item-life): ISO 8601 with a
// four-digit year, not before the item was added, not after now plus the clock allowance.

const now = new Date('2026-11-27T10:00:00.000Z');
const item = { stage: 'saved' as const, created_at: '2026-11-20T15:30:00.000Z' };

const events = (at: string): LifeEvent[] => [
  { type: 'list', marketplace: 'vinted', at },
  { type: 'sell', price_minor: 1250, currency: 'GBP', where: 'vinted', at },
  { type: 'give_away', at },
  { type: 'keep', at },
];

/** The reason each event is refused with (or 'ok'), the same for every event. */
function answer(at: string): string {
  const answers = events(at).map((event) => {
    const result = applyTransition(item, event, now);
    return result.ok ? 'ok' : result.reason;
  });
  expect(new Set(answers).size).toBe(1);
  return answers[0]!;
}

describe('the date of a life event', () => {
  it.each([
    '-000001-01-01T00:00:00Z',
    '+002026-11-21T00:00:00Z',
    '1-01-01T00:00:00Z',
    '1',
    '26-11-21',
    '2026-11-21 10:00',
    '2026-11-21T10:00:00',
    '2026/11/21',
    'Sat Nov 21 2026',
    '2026-02-30',
    '2026-13-01',
    '2026-11-21T25:00:00Z',
    '',
  ])('refuses %j as not a date', (at) => {
    expect(answer(at)).toBe(lifeReasons.badDate);
  });

  it.each(['0001-01-01', '0001-01-01T00:00:00Z', '2026-11-19', '2026-11-20T15:29:59.999Z'])(
    'refuses %s, before the item was added',
    (at) => {
      expect(answer(at)).toBe(lifeReasons.beforeAdded);
    },
  );

  it.each([
    '2026-11-20',
    '2026-11-20T15:30:00.000Z',
    '2026-11-21T10:00:00+01:00',
    '2026-11-21T10:00Z',
    '2026-11-27T10:00:00Z',
    new Date(now.getTime() + LIFE_DATE_CLOCK_ALLOWANCE_MS).toISOString(),
  ])('accepts %s', (at) => {
    expect(answer(at)).toBe('ok');
  });

  it('refuses a date past now and the clock allowance, and one in a later year', () => {
    expect(answer(new Date(now.getTime() + LIFE_DATE_CLOCK_ALLOWANCE_MS + 1).toISOString())).toBe(
      lifeReasons.futureDate,
    );
    expect(answer('9999-12-31')).toBe(lifeReasons.futureDate);
  });

  it('stores the date as toISOString writes it, four-digit year first', () => {
    const result = applyTransition(item, { type: 'keep', at: '2026-11-21T10:00:00+01:00' }, now);
    expect(result).toMatchObject({ ok: true, life: { at: '2026-11-21T09:00:00.000Z' } });
  });
});
