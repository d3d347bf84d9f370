// @ts-nocheck
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readEmailLink } from '#domain/auth-email-link.ts';
import { authEmail } from '#domain/auth-emails.ts';
import { authEmailTexts } from '#domain/messages.ts';

// The confirmation and reset emails (docs/product.md#auth-screen-auth), the same in both homes.

/** The first link's address, as a mail client reads the HTML. */
function hrefOf(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return document.querySelector('a')!.getAttribute('href')!;
}

const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

describe('the confirmation email', () => {
  const email = authEmail('confirmSignUp', {
    origin: 'https://app.example',
    email: 'sam@example.com',
    code: '{####}',
  });

  it('has its subject and a link that confirms the sign-up', () => {
    expect(email.subject).toBe(authEmailTexts.confirmSignUp.subject);
    expect(hrefOf(email.html)).toBe(
      'https://app.example/auth?action=confirm&email=sam%40example.com&code={####}',
    );
  });

  it('keeps the code in the text for people who type it', () => {
    expect(textOf(email.html)).toContain(`${authEmailTexts.confirmSignUp.codeLine} {####}`);
  });

  it("carries Cognito's code placeholder, which Cognito requires, in the link and the text", () => {
    expect(email.html.split('{####}')).toHaveLength(3);
  });
});

describe('the reset email', () => {
  it('links to the new-password step with the address and code', () => {
    const email = authEmail('resetPassword', {
      origin: 'http://localhost:3000',
      email: 'sam@example.com',
      code: '246810',
    });
    expect(email.subject).toBe(authEmailTexts.resetPassword.subject);
    expect(readEmailLink(new URL(hrefOf(email.html)).search)).toEqual({
      action: 'reset',
      email: 'sam@example.com',
      code: '246810',
    });
    expect(textOf(email.html)).toContain('246810');
  });
});

describe('an address with markup in it', () => {
  const address = '"><script>alert(1)</script>&x@example.com';
  const email = authEmail('confirmSignUp', { origin: 'https://app.example', email: address, code: '111111' });

  it('cannot add elements or attributes to the email', () => {
    const document = new DOMParser().parseFromString(email.html, 'text/html');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect([...document.querySelectorAll('a')].map((a) => a.getAttributeNames())).toEqual([['href']]);
    expect(email.html).not.toContain('<script>');
  });

  it('still links to that very address', () => {
    expect(readEmailLink(new URL(hrefOf(email.html)).search)?.email).toBe(address);
  });
});
