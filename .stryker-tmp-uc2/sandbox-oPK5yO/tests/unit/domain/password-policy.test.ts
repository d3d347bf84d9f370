// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { passwordPolicy, unmetPasswordRules } from '#domain/password-policy.ts';

describe('the password policy', () => {
  it('asks for 8 characters with lower and upper case, a digit and a symbol', () => {
    expect(passwordPolicy).toEqual({
      minLength: 8,
      requireLowercase: true,
      requireUppercase: true,
      requireDigits: true,
      requireSymbols: true,
    });
  });
});

describe('unmetPasswordRules', () => {
  it('passes a password that meets every rule', () => {
    expect(unmetPasswordRules('Good-pass-1')).toEqual([]);
  });

  it.each([
    ['Sh-1a', 'Use at least 8 characters.'],
    ['LOWERLESS-1', 'Add a lower-case letter.'],
    ['upperless-1', 'Add an upper-case letter.'],
    ['No-digits-here', 'Add a digit.'],
    ['NoSymbols123', 'Add a symbol such as ! or #.'],
  ])('says what %s lacks: %s', (password, message) => {
    expect(unmetPasswordRules(password)).toEqual([message]);
  });

  it('lists every unmet rule, in policy order', () => {
    expect(unmetPasswordRules('abc')).toEqual([
      'Use at least 8 characters.',
      'Add an upper-case letter.',
      'Add a digit.',
      'Add a symbol such as ! or #.',
    ]);
  });

  it('counts an inner space as a symbol, as Cognito does, but not a trailing one', () => {
    expect(unmetPasswordRules('Spaced out1')).toEqual([]);
    expect(unmetPasswordRules('Trailing1 ')).toEqual(['Add a symbol such as ! or #.']);
  });
});
