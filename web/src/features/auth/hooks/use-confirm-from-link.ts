import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { EmailLink } from '#domain/auth-email-link.ts';
import { confirmEmail } from '../api/sign-up';
import { emailLinkRefusal, type EmailLinkRefusal } from '../utils/email-link-refusal';
import { handOffLinkCode } from '../utils/sign-up-handoff';

export type ConfirmFromLinkOutcome =
  | { status: 'signedIn' }
  | { status: 'confirmed' }
  | { status: 'refused'; refusal: EmailLinkRefusal; error: unknown };

/**
 * The tab that signed up confirms and signs in when it is open in this browser
 * (sign-up-handoff.ts); otherwise this tab confirms, and the password is needed.
 */
async function confirmLink(email: string, code: string): Promise<ConfirmFromLinkOutcome> {
  const handedOff = await handOffLinkCode(email, code);
  if (handedOff === 'signedIn' || handedOff === 'confirmed') return { status: handedOff };
  return confirmEmail(email, code).then(
    (): ConfirmFromLinkOutcome => ({ status: 'confirmed' }),
    (error: unknown): ConfirmFromLinkOutcome => ({
      status: 'refused',
      refusal: emailLinkRefusal(error),
      error,
    }),
  );
}

/**
 * Confirms the sign-up of a confirmation link's address with its code, once (a second call
 * would be refused as a reused link), and tells `onOutcome`: docs/product.md#auth-screen-auth.
 * True while the confirmation runs.
 */
export function useConfirmFromLink(
  link: EmailLink | undefined,
  onOutcome: (outcome: ConfirmFromLinkOutcome) => void,
): boolean {
  const wanted = link?.action === 'confirm' ? link : undefined;
  const [confirming, setConfirming] = useState(wanted !== undefined);
  const started = useRef(false);
  const report = useEffectEvent(onOutcome);

  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    void confirmLink(wanted.email, wanted.code).then((outcome) => {
      setConfirming(false);
      report(outcome);
    });
  }, [wanted]);

  return confirming;
}
