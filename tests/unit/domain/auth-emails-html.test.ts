import { describe, expect, it } from 'vitest';
import { authEmail } from '#domain/auth-emails.ts';

// The whole confirmation email, as Cognito sends it: its four paragraphs, one a line, and the
// user's address escaped wherever it appears (docs/architecture/backend.md).

describe('the confirmation email', () => {
  it('is the intro, the link, the code and the outro, with the address escaped', () => {
    const email = authEmail('confirmSignUp', {
      origin: 'https://app.example',
      email: `o'brien+<x>&"y"@example.com`,
      code: '{####}',
    });
    expect(email).toEqual({
      subject: 'Confirm your Snap List Shift account',
      html: [
        '<p>Welcome to Snap List Shift. Confirm your email address to finish creating your account.</p>',
        '<p><a href="https://app.example/auth?action=confirm&#38;email=o&#39;brien%2B%3Cx%3E%26%22y%22%40example.com&#38;code={####}">Confirm my email</a></p>',
        '<p>Or enter this code on the sign-up screen: <b>{####}</b></p>',
        '<p>If you did not create an account, you can ignore this email.</p>',
      ].join('\n'),
    });
  });

  it('escapes each of & < > " \' in a code, and nothing else', () => {
    const { html } = authEmail('resetPassword', {
      origin: 'https://app.example',
      email: 'a@b.c',
      code: `1&2<3>4"5'6`,
    });
    expect(html).toContain('<b>1&#38;2&#60;3&#62;4&#34;5&#39;6</b>');
    expect(html.split('\n')[0]).toBe(
      '<p>Someone asked to reset the password of your Snap List Shift account.</p>',
    );
  });
});
