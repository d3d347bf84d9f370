import { describe, expect, it } from 'vitest';
import type { ExportRow } from '#domain/api-types.ts';
import { countryWords } from '#domain/country-words.ts';
import { exportRow } from '#tests/support/listing-builder.ts';
import { minorToDecimal, placeName, recordCells, recordsFileName, recordsHeader } from '#domain/records.ts';

// The records file's columns (docs/product.md#your-records): exact cells, fees and net from the
// dated fee table where it knows them.

const row = exportRow;

describe('the records file', () => {
  it('has these columns, fees and net saying when they are empty', () => {
    expect(recordsHeader()).toEqual([
      'Title',
      'Price',
      'Currency',
      'State',
      'Marketplaces',
      'Listed on',
      'Added on',
      'Sold on',
      'Sold price',
      'Sold where',
      'Given away or kept on',
      'Fee (empty where not known)',
      'Postage paid',
      'Kept (empty where not known)',
    ]);
  });

  it('names the postage column in the seller’s country’s words', () => {
    expect(recordsHeader(countryWords.US)[12]).toBe('Shipping paid');
    expect(recordsHeader(countryWords.CA)[12]).toBe('Shipping paid');
    expect(recordsHeader(countryWords.AU)[12]).toBe('Postage paid');
    expect(recordsHeader(countryWords.IE)[12]).toBe('Postage paid');
  });

  it('writes a saved item', () => {
    expect(recordCells(row())).toEqual([
      'Oak chair',
      '40.00',
      'GBP',
      'Saved',
      '',
      '',
      '2026-10-01',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('writes a sold item with where it was live and where it sold', () => {
    const cells = recordCells(
      row({
        state: 'sold',
        postings: [{ marketplace: 'depop', listed_at: '2026-10-05T09:00:00.000Z' }],
        sold_at: '2026-10-20T10:00:00.000Z',
        sold_price_minor: 3505,
        sold_currency: 'GBP',
        sold_where: 'vinted',
      }),
    );
    expect(cells).toEqual([
      'Oak chair',
      '40.00',
      'GBP',
      'Sold',
      'Depop; Vinted',
      'Depop 2026-10-05',
      '2026-10-01',
      '2026-10-20',
      '35.05',
      'Vinted',
      '',
      '', // Vinted's fee is not known
      '0.00', // no postage recorded
      '',
    ]);
  });

  it('writes the fee of the sale’s day, the postage paid and what was kept; nothing where the fee is unknown', () => {
    const sold = (
      where: string,
      country: ExportRow['country'] = 'GB',
      sold_at = '2026-11-28T10:00:00.000Z',
    ) =>
      recordCells(
        row({
          state: 'sold',
          sold_at,
          sold_price_minor: 3505,
          sold_postage_minor: 305,
          sold_currency: 'GBP',
          sold_where: where,
          country,
        }),
      ).slice(11);
    expect(sold('ebay')).toEqual(['0.00', '3.05', '32.00']); // UK private sellers pay no eBay fee
    expect(sold('ebay', 'GB', '2026-11-01T10:00:00.000Z')).toEqual(['', '3.05', '']); // before the rule was read
    expect(sold('elsewhere')).toEqual(['0.00', '3.05', '32.00']); // no marketplace, no fee
    expect(sold('vinted')).toEqual(['', '3.05', '']); // not sourced: never a guess
    expect(sold('ebay', 'US')).toEqual(['', '3.05', '']); // the US eBay share depends on the category
    // Mercari US: 10 % of 35.05 is 3.505, rounded half up to 3.51.
    expect(sold('mercari', 'US')).toEqual(['3.51', '3.05', '28.49']);
    expect(recordCells(row({ state: 'sold', sold_where: 'ebay' })).slice(11)).toEqual(['', '', '']);
    expect(recordCells(row({ state: 'sold', sold_price_minor: 100 })).slice(11)).toEqual(['', '', '']);
  });

  it('writes no money cells for a sale missing its price, its place or its day', () => {
    const complete = {
      state: 'sold',
      sold_at: '2026-11-28T10:00:00.000Z',
      sold_price_minor: 3505,
      sold_currency: 'GBP',
      sold_where: 'elsewhere',
    } as const;
    expect(recordCells(row(complete)).slice(11)).toEqual(['0.00', '0.00', '35.05']); // no postage paid
    expect(recordCells(row({ ...complete, sold_price_minor: null })).slice(11)).toEqual(['', '', '']);
    expect(recordCells(row({ ...complete, sold_where: null })).slice(11)).toEqual(['', '', '']);
    expect(recordCells(row({ ...complete, sold_at: null })).slice(11)).toEqual(['', '', '']);
  });

  it('lists each place it was live with its day, apart', () => {
    const cells = recordCells(
      row({
        postings: [
          { marketplace: 'depop', listed_at: '2026-10-05T09:00:00.000Z' },
          { marketplace: 'vinted', listed_at: '2026-10-06T09:00:00.000Z' },
        ],
      }),
    );
    expect(cells[5]).toBe(`${placeName('depop')} 2026-10-05; ${placeName('vinted')} 2026-10-06`);
  });

  it('writes a given-away item, an item not saved yet and an unknown state', () => {
    expect(recordCells(row({ state: 'given_away', gone_at: '2026-11-04T10:00:00.000Z' }))[3]).toBe(
      'Given away',
    );
    expect(recordCells(row({ state: 'given_away', gone_at: '2026-11-04T10:00:00.000Z' }))[10]).toBe(
      '2026-11-04',
    );
    expect(recordCells(row({ state: 'ready' }))[3]).toBe('Ready for review');
    expect(recordCells(row({ state: 'mystery' }))[3]).toBe('mystery');
  });

  it('names places and amounts as a spreadsheet reads them', () => {
    expect(placeName('facebook')).toBe('Facebook Marketplace');
    expect(placeName('poshmark')).toBe('Poshmark'); // a US item's marketplace
    expect(placeName('elsewhere')).toBe('Elsewhere');
    expect(placeName('unheard-of')).toBe('unheard-of');
    expect([
      minorToDecimal(5),
      minorToDecimal(1250),
      minorToDecimal(0),
      minorToDecimal(-105),
      minorToDecimal(null),
    ]).toEqual(['0.05', '12.50', '0.00', '-1.05', '']);
    expect(recordsFileName(new Date('2026-11-27T10:00:00.000Z'))).toBe(
      'snap-list-shift-records-2026-11-27.csv',
    );
  });
});
