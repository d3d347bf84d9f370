// @ts-nocheck
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnbrokenEnding } from '#web/features/auth/components/auth-screen.tsx';

// docs/product.md#auth-screen-auth: "Sign In" must not break across lines at 390 px; the link's
// words (its accessible name) stay the spec's, word for word.
describe('a link whose last words stay together', () => {
  it('keeps "Sign In" in one unbreakable span and the text word for word', () => {
    render(
      <button type="button">
        <UnbrokenEnding text="Already have an account? Sign In" />
      </button>,
    );
    const link = screen.getByRole('button', { name: 'Already have an account? Sign In' });
    expect(link.textContent).toBe('Already have an account? Sign In');
    expect(link.querySelector('.nowrap')?.textContent).toBe('Sign In');
  });

  it('leaves a two-word label as plain text', () => {
    render(
      <button type="button">
        <UnbrokenEnding text="Create Account" />
      </button>,
    );
    expect(screen.getByRole('button').innerHTML).toBe('Create Account');
  });
});
