import { describe, expect, it } from 'vitest';
import { passwordPolicy } from '#domain/password-policy.ts';

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
