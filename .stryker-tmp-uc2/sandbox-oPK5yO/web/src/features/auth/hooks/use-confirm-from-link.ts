// @ts-nocheck
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { EmailLink } from '#domain/auth-email-link.ts';
import { confirmEmail } from '../api/sign-up';
import { emailLinkRefusal, type EmailLinkRefusal } from '../utils/email-link-refusal';

export type ConfirmFromLinkOutcome =
  { status: 'confirmed' } | { status: 'refused'; refusal: EmailLinkRefusal; error: unknown };

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
    confirmEmail(wanted.email, wanted.code)
      .then(
        (): ConfirmFromLinkOutcome => ({ status: 'confirmed' }),
        (error: unknown): ConfirmFromLinkOutcome => ({
          status: 'refused',
          refusal: emailLinkRefusal(error),
          error,
        }),
      )
      .then((outcome) => {
        setConfirming(false);
        report(outcome);
      });
  }, [wanted]);

  return confirming;
}
