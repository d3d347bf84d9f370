import { describe, expect, it } from 'vitest';
import { emailLinkUrl, readEmailLink } from '#domain/auth-email-link.ts';
import { passwordPolicy, passwordRules } from '#domain/password-policy.ts';
import { nearestStop } from '#domain/prices.ts';
import { isUploadKeyOf } from '#domain/upload-rules.ts';

// The edges of a few rules, each exactly where it turns.

describe('rule boundaries', () => {
  it('takes a password of exactly the minimum length, and not one shorter', () => {
    const [length] = passwordRules;
    expect(passwordPolicy.minLength).toBe(8);
    expect(length!.met('a'.repeat(8))).toBe(true);
    expect(length!.met('a'.repeat(7))).toBe(false);
  });

  it('moves the slider to the lower of two stops a price sits exactly between', () => {
    expect(nearestStop([1, 2, 3], 1.5)).toBe(0);
    expect(nearestStop([1, 2, 3], 2.5)).toBe(1);
    expect(nearestStop([1, 2, 3], 2.6)).toBe(2);
  });

  it('refuses an upload key whose timestamp is past the largest safe integer', () => {
    expect(isUploadKeyOf('user-1/9007199254740991-photo.jpg', 'user-1')).toBe(true);
    expect(isUploadKeyOf('user-1/9007199254740993-photo.jpg', 'user-1')).toBe(false);
  });

  it('drops every trailing slash of the origin and reads an email link with spaces around the address', () => {
    expect(emailLinkUrl('https://app.example///', { action: 'reset', email: 'a@b.c', code: '1' })).toBe(
      'https://app.example/auth?action=reset&email=a%40b.c&code=1',
    );
    expect(readEmailLink('?action=reset&email=%20a%40b.c%20&code=1')).toEqual({
      action: 'reset',
      email: 'a@b.c',
      code: '1',
    });
  });
});
