import { describe, expect, it } from 'vitest';
import { parsePostage } from '#domain/postage-paid.ts';
import { messages } from '#domain/messages.ts';

// The postage paid on Mark sold (docs/product.md#item-life): the price rules, and 0 as a fair answer.

describe('the postage a seller paid', () => {
  it.each(['0', '0.00', '00', '0,0', ' 0. ', '0,'])(
    'takes "%s" as nothing paid (the buyer paid it)',
    (text) => {
      expect(parsePostage(text, 'GBP')).toEqual({ ok: true, minor: 0 });
    },
  );

  it('takes an amount in minor units, with the currency’s own sign', () => {
    expect(parsePostage('3.20', 'GBP')).toEqual({ ok: true, minor: 320 });
    expect(parsePostage('£2.5', 'GBP')).toEqual({ ok: true, minor: 250 });
    expect(parsePostage('$4.99', 'USD')).toEqual({ ok: true, minor: 499 });
    expect(parsePostage('0.015', 'GBP')).toEqual({ ok: true, minor: 2 });
  });

  it('refuses what the price rules refuse, with their message', () => {
    expect(parsePostage('abc', 'GBP')).toEqual({ ok: false, error: messages.invalidCustomPrice.title });
    expect(parsePostage('10000', 'GBP')).toEqual({ ok: false, error: messages.invalidCustomPrice.title });
    expect(parsePostage('-1', 'GBP')).toEqual({ ok: false, error: messages.invalidCustomPrice.title });
    expect(parsePostage('$3', 'GBP')).toEqual({
      ok: false,
      error: messages.foreignCurrencyPrice('GBP', '£').title,
    });
  });
});
