import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeeRule, netPayout } from '#domain/fees.ts';

// Properties of the net payout (docs/marketplaces.md#fees): fee and net add up to the price
// exactly, neither is negative, and a higher price never keeps less.

const rule = fc.record({
  kind: fc.constant('share' as const),
  shareBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  fixedMinor: fc.integer({ min: 0, max: 1_000 }),
  source: fc.constant('https://fees.example/'),
  readOn: fc.constant('2026-11-27'),
}) as fc.Arbitrary<FeeRule>;
const price = fc.integer({ min: 0, max: 999_999 });

describe('netPayout properties', () => {
  it('fee plus net is the price, both whole and not negative', () => {
    fc.assert(
      fc.property(price, rule, (minor, fees) => {
        const payout = netPayout(minor, fees);
        if (!payout.known) throw new Error('a share rule is known');
        expect(payout.feeMinor + payout.netMinor).toBe(minor);
        expect(payout.feeMinor).toBeGreaterThanOrEqual(0);
        expect(payout.netMinor).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(payout.feeMinor)).toBe(true);
      }),
    );
  });

  it('a higher price never keeps less', () => {
    fc.assert(
      fc.property(price, price, rule, (a, b, fees) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const kept = (minor: number) => {
          const payout = netPayout(minor, fees);
          return payout.known ? payout.netMinor : Number.NaN;
        };
        expect(kept(high)).toBeGreaterThanOrEqual(kept(low));
      }),
    );
  });

  it('a free marketplace keeps every price whole', () => {
    fc.assert(
      fc.property(price, (minor) => {
        expect(
          netPayout(minor, { kind: 'free', source: 'https://x.example/', readOn: '2026-11-27' }),
        ).toEqual({
          known: true,
          feeMinor: 0,
          netMinor: minor,
          free: true,
          asOf: '2026-11-27',
        });
      }),
    );
  });
});
