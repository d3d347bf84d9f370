import { describe, expect, it } from 'vitest';
import { countryCodes } from '#domain/countries.ts';
import {
  effectiveFrom,
  FEES_READ_ON,
  type FeeRule,
  feeRuleAt,
  feeTable,
  fromMinor,
  keepAt,
  netPayout,
  netsForCountry,
  readableDate,
  toMinor,
} from '#domain/fees.ts';
import { marketplacesByCountry } from '#domain/marketplaces.ts';

// The dated fee table and the net payout (docs/marketplaces.md#fees): no fee is invented, a
// sale is charged the fee of its day, and a net is exact to the minor unit.

const TODAY = '2026-12-02';
const feeRuleFor = (country: Parameters<typeof feeRuleAt>[0], id: Parameters<typeof feeRuleAt>[1]) =>
  feeRuleAt(country, id, TODAY);

const share = (shareBasisPoints: number, fixedMinor: number): FeeRule => ({
  kind: 'share',
  shareBasisPoints,
  fixedMinor,
  source: 'https://fees.example/',
  readOn: '2026-01-02',
});

describe('the fee table', () => {
  it('has a rule for every marketplace of every country, and none for a marketplace not offered', () => {
    for (const country of countryCodes) {
      const ids = marketplacesByCountry[country].map((m) => m.id).sort();
      expect(Object.keys(feeTable[country]).sort()).toEqual(ids);
    }
  });

  it('says eBay UK private sellers pay nothing, from eBay’s own page read on 2026-11-27', () => {
    expect(feeRuleFor('GB', 'ebay')).toEqual({
      kind: 'free',
      source: 'https://pages.ebay.co.uk/buyerprotection',
      readOn: '2026-11-27',
    });
    expect(FEES_READ_ON).toBe('2026-12-02');
  });

  it('does not know a fee its marketplace’s own pages did not give', () => {
    expect(feeRuleFor('GB', 'vinted').kind).toBe('unknown');
    expect(feeRuleFor('GB', 'depop').kind).toBe('unknown');
    expect(feeRuleFor('US', 'ebay').kind).toBe('unknown');
    expect(feeRuleFor('CA', 'ebay').kind).toBe('unknown');
    expect(feeRuleFor('AU', 'ebay').kind).toBe('unknown');
    expect(feeRuleFor('AU', 'gumtree')).toEqual({
      kind: 'unknown',
      reason: 'no fee page of the marketplace’s own was found',
      checked: [],
    });
  });

  it('knows no fee for the marketplaces added on 2026-12-02, and says why', () => {
    const offerup = feeRuleFor('US', 'offerup');
    expect(offerup).toMatchObject({ kind: 'unknown' });
    if (offerup.kind === 'unknown') {
      expect(offerup.reason).toContain('12.9 %');
      expect(offerup.checked.every((page) => page.startsWith('https://help.offerup.com/'))).toBe(true);
    }
    const ebayIreland = feeRuleFor('IE', 'ebay');
    expect(ebayIreland).toMatchObject({
      kind: 'unknown',
      checked: ['https://www.ebay.ie/pages/help/sell/fees.html'],
    });
    for (const [country, id] of [
      ['CA', 'vinted'],
      ['CA', 'poshmark'],
      ['AU', 'depop'],
      ['GB', 'gumtree'],
    ] as const) {
      expect(feeRuleFor(country, id).kind, `${country} ${id}`).toBe('unknown');
    }
    expect(netsForCountry('US', 1500, TODAY).find((net) => net.id === 'offerup')?.payout).toEqual({
      known: false,
    });
  });

  it('gives unknown for a marketplace the country does not have', () => {
    expect(feeRuleFor('GB', 'mercari')).toEqual(feeRuleFor('AU', 'gumtree'));
  });

  it('cites every sourced rule with an https address and a day read, oldest rule first', () => {
    for (const country of countryCodes) {
      for (const dated of Object.values(feeTable[country])) {
        const starts = dated.map(effectiveFrom);
        expect(starts).toEqual([...starts].sort());
        for (const { from } of dated) if (from !== null) expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      for (const rule of Object.values(feeTable[country]).flatMap((dated) =>
        dated.map((entry) => entry.rule),
      )) {
        if (rule.kind === 'unknown') {
          expect(rule.reason.length).toBeGreaterThan(0);
          for (const page of rule.checked) expect(page).toMatch(/^https:\/\//);
        } else {
          expect(rule.source).toMatch(/^https:\/\//);
          expect(rule.readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        }
      }
    }
  });
});

describe('the fee at a date', () => {
  it('charges a Mercari US sale since 6 Jan 2025 a flat 10 %, marked as from a third party’s page', () => {
    const rule = feeRuleAt('US', 'mercari', '2026-11-20T10:00:00.000Z');
    expect(rule).toEqual({
      kind: 'share',
      shareBasisPoints: 1000,
      fixedMinor: 0,
      source: 'https://mercadosales.com/?p=2608',
      readOn: '2026-12-02',
      thirdParty: true,
    });
    expect(feeRuleAt('US', 'mercari', '2025-01-06')).toEqual(rule);
    expect(netPayout(2000, rule)).toEqual({
      known: true,
      feeMinor: 200,
      netMinor: 1800,
      free: false,
      asOf: '2026-12-02',
      thirdParty: true,
    });
  });

  it('keeps an old sale’s fee: the day before a change still has the old rule', () => {
    expect(feeRuleAt('US', 'mercari', '2025-01-05T23:59:59.000Z')).toMatchObject({ kind: 'unknown' });
    expect(feeRuleAt('US', 'mercari', '2024-03-27')).toMatchObject({
      kind: 'unknown',
      checked: [
        'https://www.mercari.com/us/help_center/article/525/',
        'https://www.mercari.com/us/help_center/article/169/',
      ],
    });
    // 10 % selling fee plus 2.9 % + $0.50 processing, on Mercari's own page of 2022.
    const late2022 = feeRuleAt('US', 'mercari', '2022-11-01');
    expect(late2022).toMatchObject({ kind: 'share', shareBasisPoints: 1290, fixedMinor: 50 });
    expect(late2022).not.toHaveProperty('thirdParty');
    expect(feeRuleAt('US', 'mercari', '2023-04-16T12:00:00Z')).toEqual(late2022);
    expect(feeRuleAt('US', 'mercari', '2023-04-17')).toMatchObject({ kind: 'unknown' });
  });

  it('knows no fee before the first rule of the table', () => {
    expect(feeRuleAt('US', 'mercari', '2022-10-31')).toEqual({
      kind: 'unknown',
      reason: 'no fee known for a sale before 2022-11-01',
      checked: [],
    });
  });

  it('applies a rule whose page gives no start only from the day it was read', () => {
    expect(feeRuleAt('GB', 'ebay', '2026-11-27')).toMatchObject({ kind: 'free' });
    expect(feeRuleAt('GB', 'ebay', '2026-11-26T23:00:00Z')).toEqual({
      kind: 'unknown',
      reason: 'no fee known for a sale before 2026-11-27',
      checked: [],
    });
  });

  it('applies an unknown rule with no start to every day', () => {
    expect(feeRuleAt('GB', 'vinted', '2020-01-01')).toEqual(feeRuleAt('GB', 'vinted', TODAY));
  });
});

describe('netPayout', () => {
  it('keeps the whole price where private sellers pay nothing', () => {
    expect(netPayout(1250, feeRuleFor('GB', 'ebay'))).toEqual({
      known: true,
      feeMinor: 0,
      netMinor: 1250,
      free: true,
      asOf: '2026-11-27',
    });
  });

  it('takes the share, rounded half up to the minor unit, and the fixed fee', () => {
    // 10 % of 1005 is 100.5, rounded up to 101; plus 30 fixed.
    expect(netPayout(1005, share(1000, 30))).toEqual({
      known: true,
      feeMinor: 131,
      netMinor: 874,
      free: false,
      asOf: '2026-01-02',
    });
    // 10 % of 1004 is 100.4, rounded down to 100.
    expect(netPayout(1004, share(1000, 0))).toMatchObject({ feeMinor: 100, netMinor: 904 });
    // 2.9 % of 1000 is exactly 29.
    expect(netPayout(1000, share(290, 30))).toMatchObject({ feeMinor: 59, netMinor: 941 });
  });

  it('never takes more than the price', () => {
    expect(netPayout(20, share(1000, 30))).toMatchObject({ feeMinor: 20, netMinor: 0 });
    expect(netPayout(30, share(0, 30))).toMatchObject({ feeMinor: 30, netMinor: 0 });
    expect(netPayout(31, share(0, 30))).toMatchObject({ feeMinor: 30, netMinor: 1 });
  });

  it('does not know the net of an unknown fee, nor of a price that is not whole minor units', () => {
    expect(netPayout(1000, feeRuleFor('GB', 'vinted'))).toEqual({ known: false });
    expect(netPayout(-1, share(1000, 0))).toEqual({ known: false });
    expect(netPayout(10.5, share(1000, 0))).toEqual({ known: false });
    expect(netPayout(Number.NaN, feeRuleFor('GB', 'ebay'))).toEqual({ known: false });
    expect(netPayout(0, feeRuleFor('GB', 'ebay'))).toMatchObject({ known: true, netMinor: 0 });
  });
});

describe('amounts and dates', () => {
  it('turns amounts into minor units and back exactly', () => {
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor(4.99)).toBe(499);
    expect(fromMinor(1250)).toBe(12.5);
    expect(fromMinor(499)).toBe(4.99);
  });

  it('writes the day read as people read it', () => {
    expect(readableDate('2026-11-27')).toBe('27 Nov 2026');
    expect(readableDate('2026-01-02')).toBe('2 Jan 2026');
  });
});

describe('netsForCountry', () => {
  it('gives each UK marketplace its net, in the catalogue’s order', () => {
    const nets = netsForCountry('GB', 1500, TODAY);
    expect(nets.map(({ id, name }) => ({ id, name }))).toEqual(
      marketplacesByCountry.GB.map(({ id, name }) => ({ id, name })),
    );
    const payout = (id: string) => nets.find((net) => net.id === id)?.payout;
    for (const id of ['facebook', 'depop', 'vinted']) expect(payout(id), id).toEqual({ known: false });
    expect(payout('ebay')).toEqual({
      known: true,
      feeMinor: 0,
      netMinor: 1500,
      free: true,
      asOf: '2026-11-27',
    });
  });

  it('knows only Mercari’s US net today, marked as from a third party', () => {
    const nets = netsForCountry('US', 1500, TODAY);
    expect(nets).toHaveLength(marketplacesByCountry.US.length);
    expect(nets.filter((net) => net.payout.known)).toEqual([
      {
        id: 'mercari',
        name: 'Mercari',
        payout: {
          known: true,
          feeMinor: 150,
          netMinor: 1350,
          free: false,
          asOf: '2026-12-02',
          thirdParty: true,
        },
      },
    ]);
  });

  it('uses the fees of the day it is given', () => {
    const mercari = (day: string) =>
      netsForCountry('US', 1500, day).find((net) => net.id === 'mercari')?.payout;
    expect(mercari('2024-06-01')).toEqual({ known: false });
    expect(mercari('2023-01-01')).toMatchObject({ known: true, feeMinor: 244, netMinor: 1256 });
  });
});

describe('keepAt', () => {
  it('asks for a price, with no sum, while the price is the default nothing', () => {
    expect(keepAt('GB', 0, TODAY)).toEqual({ priced: false });
    expect(keepAt('US', Number.NaN, TODAY)).toEqual({ priced: false });
    expect(keepAt('GB', -1, TODAY)).toEqual({ priced: false });
  });

  it('gives the nets of a set price in minor units', () => {
    expect(keepAt('GB', 15, TODAY)).toEqual({
      priced: true,
      priceMinor: 1500,
      nets: netsForCountry('GB', 1500, TODAY),
    });
    expect(keepAt('US', 15, '2024-06-01')).toMatchObject({ nets: netsForCountry('US', 1500, '2024-06-01') });
  });
});
