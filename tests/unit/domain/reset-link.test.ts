import { describe, expect, it } from 'vitest';
import { CLOCK_ALLOWANCE_SECONDS, RESET_CODE_LIFETIME_SECONDS, resetLinkState } from '#domain/reset-link.ts';

// docs/product.md#auth-screen-auth: a reset link that cannot work any more is told before a
// new password is typed: used here, replaced by a newer reset asked for here, or expired.

const sentAt = 1_800_000_000;
const link = { code: '123456', sentAt };
const none = { usedCodes: [] };

describe('resetLinkState', () => {
  it('is usable when fresh, unused and not replaced', () => {
    expect(RESET_CODE_LIFETIME_SECONDS).toBe(3600);
    expect(CLOCK_ALLOWANCE_SECONDS).toBe(300);
    expect(resetLinkState(link, none, sentAt)).toBe('usable');
    expect(resetLinkState(link, { usedCodes: ['654321'], requestedAt: sentAt - 60 }, sentAt + 60)).toBe(
      'usable',
    );
  });

  it('is used when its code set a password in this browser, whatever its age', () => {
    expect(resetLinkState(link, { usedCodes: ['999999', '123456'] }, sentAt)).toBe('used');
    expect(resetLinkState({ code: '123456' }, { usedCodes: ['123456'] }, sentAt)).toBe('used');
  });

  it('is expired an hour after it was sent, the clocks given five minutes', () => {
    expect(resetLinkState(link, none, sentAt + 3600 + 300)).toBe('usable');
    expect(resetLinkState(link, none, sentAt + 3600 + 301)).toBe('expired');
  });

  it('is replaced by a reset asked for here after it was sent, the clocks given five minutes', () => {
    expect(resetLinkState(link, { usedCodes: [], requestedAt: sentAt + 300 }, sentAt + 400)).toBe('usable');
    expect(resetLinkState(link, { usedCodes: [], requestedAt: sentAt + 301 }, sentAt + 400)).toBe('replaced');
    // Replaced is said before expired: asking for the newest email is the way out of both.
    expect(resetLinkState(link, { usedCodes: [], requestedAt: sentAt + 301 }, sentAt + 9999)).toBe(
      'replaced',
    );
  });

  it('without its sending time, only a use here can tell', () => {
    expect(resetLinkState({ code: '123456' }, { usedCodes: [], requestedAt: sentAt }, sentAt + 99_999)).toBe(
      'usable',
    );
  });
});
