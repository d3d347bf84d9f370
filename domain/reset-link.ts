import type { EmailLink } from './auth-email-link';

// Whether a reset email's link can still work, told as early as can be known
// (docs/product.md#auth-screen-auth): Cognito checks a reset code only when the new password is
// sent, so the auth screen judges the link first from what it knows. A code used in this
// browser already, one replaced by a reset asked for here later, or one past its life (Cognito's
// forgot-password codes last an hour) cannot work.

/** How long Cognito's forgot-password code works. */
export const RESET_CODE_LIFETIME_SECONDS = 60 * 60;
/** The browser's clock and the server's may differ: a judgement on time gives them this much. */
export const CLOCK_ALLOWANCE_SECONDS = 5 * 60;

/** What this browser remembers of an address's resets. */
export interface ResetMemory {
  /** Codes a new password was set with here. */
  usedCodes: readonly string[];
  /** When a reset email was last asked for here, in epoch seconds. */
  requestedAt?: number;
}

export type ResetLinkState = 'usable' | 'used' | 'replaced' | 'expired';

/** The reset link's state at `now` (epoch seconds). */
export function resetLinkState(
  link: Pick<EmailLink, 'code' | 'sentAt'>,
  memory: ResetMemory,
  now: number,
): ResetLinkState {
  if (memory.usedCodes.includes(link.code)) return 'used';
  if (link.sentAt === undefined) return 'usable';
  if (memory.requestedAt !== undefined && memory.requestedAt > link.sentAt + CLOCK_ALLOWANCE_SECONDS) {
    return 'replaced';
  }
  if (now > link.sentAt + RESET_CODE_LIFETIME_SECONDS + CLOCK_ALLOWANCE_SECONDS) return 'expired';
  return 'usable';
}
