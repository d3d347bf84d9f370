// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { emailLinkUrl, readEmailLink, withoutEmailLink } from '#domain/auth-email-link.ts';

// The link in the confirmation and reset emails (docs/product.md#auth-screen-auth): written by
// the emails' builder, read by the auth screen.

describe('the email link', () => {
  it('opens /auth on the site with the action, the address and the code', () => {
    expect(
      emailLinkUrl('https://app.example', { action: 'confirm', email: 'sam@example.com', code: '123456' }),
    ).toBe('https://app.example/auth?action=confirm&email=sam%40example.com&code=123456');
  });

  it("keeps Cognito's code placeholder whole, so Cognito can replace it", () => {
    const url = emailLinkUrl('https://app.example/', {
      action: 'reset',
      email: 'sam@example.com',
      code: '{####}',
    });
    expect(url).toBe('https://app.example/auth?action=reset&email=sam%40example.com&code={####}');
  });

  it('encodes an address that holds query characters, and reads it back unchanged', () => {
    const email = "o'neil+shop&co=1?#x@example.com";
    const url = emailLinkUrl('http://localhost:3000', { action: 'confirm', email, code: '654321' });
    expect(url).not.toContain('&co=1');
    expect(readEmailLink(new URL(url).search)).toEqual({ action: 'confirm', email, code: '654321' });
  });

  it.each([
    ['no link at all', '?next=%2F%3Fitem%3D1'],
    ['an unknown action', '?action=delete&email=a%40b.c&code=1'],
    ['no code', '?action=confirm&email=a%40b.c'],
    ['no address', '?action=reset&code=123456'],
    ['a blank code', '?action=reset&email=a%40b.c&code=%20'],
  ])('is not read from a query with %s', (_, search) => {
    expect(readEmailLink(search)).toBeUndefined();
  });

  it("is taken out of the query once read, leaving the query's other parameters", () => {
    expect(withoutEmailLink('?action=confirm&email=a%40b.c&code=1&next=%2F%3Fitem%3D1')).toBe(
      '?next=%2F%3Fitem%3D1',
    );
    expect(withoutEmailLink('?action=confirm&email=a%40b.c&code=1')).toBe('');
  });
});
