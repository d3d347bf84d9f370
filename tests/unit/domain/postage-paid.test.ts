import { describe, expect, it } from 'vitest';
import { parsePostage } from '#domain/postage-paid.ts';
import { countryWords } from '#domain/country-words.ts';
import { messages } from '#domain/messages.ts';

const uk = countryWords.GB;

// The postage paid on Mark sold (docs/product.md#item-life): the price rules, and 0 as a fair answer.

describe('the postage a seller paid', () => {
  it.each(['0', '0.00', '00', '0,0', ' 0. ', '0,'])(
    'takes "%s" as nothing paid (the buyer paid it)',
    (text) => {
      expect(parsePostage(text, 'GBP', uk)).toEqual({ ok: true, minor: 0 });
    },
  );

  it('takes an amount in minor units, with the currency’s own sign', () => {
    expect(parsePostage('3.20', 'GBP', uk)).toEqual({ ok: true, minor: 320 });
    expect(parsePostage('£2.5', 'GBP', uk)).toEqual({ ok: true, minor: 250 });
    expect(parsePostage('$4.99', 'USD', countryWords.US)).toEqual({ ok: true, minor: 499 });
    expect(parsePostage('0.015', 'GBP', uk)).toEqual({ ok: true, minor: 2 });
  });

  it('refuses what the price rules refuse, in the country’s words, 0 being a fair answer', () => {
    const refused = { ok: false, error: 'Enter the postage you paid: 0 or more, below 10000.' };
    expect(parsePostage('abc', 'GBP', uk)).toEqual(refused);
    expect(parsePostage('10000', 'GBP', uk)).toEqual(refused);
    expect(parsePostage('-1', 'GBP', uk)).toEqual(refused);
    expect(parsePostage('x', 'USD', countryWords.US)).toEqual({
      ok: false,
      error: 'Enter the shipping you paid: 0 or more, below 10000.',
    });
    expect(parsePostage('$3', 'GBP', uk)).toEqual({
      ok: false,
      error: messages.foreignCurrencyPrice('GBP', '£').title,
    });
  });
});
