import { useState } from 'react';
import type { EmailLink } from '#domain/auth-email-link.ts';
import { emailLinkTexts, messages, shellTexts } from '#domain/messages.ts';
import { notify } from '#web/lib/notify.ts';
import type { AuthMode } from '../types';
import { authErrorMessage } from '../utils/auth-error-message';
import { useConfirmFromLink, type ConfirmFromLinkOutcome } from './use-confirm-from-link';
import { useSession } from './use-session';
import { sessionFromOtherTab } from '../utils/sign-up-handoff';
import { useSignUpHandoff } from './use-sign-up-handoff';

/** A link's confirmation away from the page that signed up: why the password is still needed. */
const confirmedElsewhere = `${shellTexts.confirmed} ${emailLinkTexts.passwordNeeded}`;

/**
 * The /auth screen's state machine (docs/product.md#states-and-transitions): the mode, the
 * account waiting for its emailed code, the notice, the email carried from one form to the
 * next, and what an email's link does on arrival. The screen renders it; every transition is
 * one of the functions returned.
 */
export function useAuthFlow(initialMode: AuthMode, emailLink: EmailLink | undefined) {
  const { state, refresh } = useSession();
  const sessionEnded = state.status === 'signedOut' && state.ended === true;
  const [mode, setMode] = useState<AuthMode>(emailLink?.action === 'reset' ? 'reset' : initialMode);
  /** An account that signed up but has not entered its emailed code yet. */
  const [unconfirmed, setUnconfirmed] = useState<string>();
  /** Why the code form opened on its own: a confirmation link's code, refused. */
  const [linkRefusal, setLinkRefusal] = useState<{ message: string; code?: string }>();
  const [email, setEmail] = useState<string>();
  const [notice, setNotice] = useState<string>();

  /** The sign-up tab confirmed this tab's link and signed in: the session is the browser's. */
  async function signedInByOtherTab() {
    // Complete once the ID token, written after the access token, is here: it names the account.
    const arrived = await sessionFromOtherTab(async () => {
      const session = await refresh();
      return session.status === 'signedIn' && session.email !== undefined;
    });
    if (arrived) notify(messages.signedIn);
    else setNotice(confirmedElsewhere);
  }

  const confirmingLink = useConfirmFromLink(emailLink, (outcome: ConfirmFromLinkOutcome) => {
    const address = emailLink?.email ?? '';
    setEmail(address);
    if (outcome.status === 'signedIn') void signedInByOtherTab();
    else if (outcome.status === 'confirmed') setNotice(confirmedElsewhere);
    else if (outcome.refusal === 'alreadyConfirmed') setNotice(emailLinkTexts.alreadyConfirmed);
    else {
      // Wrong or replaced: the code form, to type the newest code or ask for a new one.
      setUnconfirmed(address);
      setLinkRefusal(
        outcome.refusal === 'invalidCode'
          ? { message: emailLinkTexts.confirmLinkInvalid }
          : { message: authErrorMessage(outcome.error), code: emailLink?.code },
      );
    }
  });

  function switchTo(next: AuthMode) {
    setNotice(undefined);
    setMode(next);
  }

  function signedIn() {
    notify(messages.signedIn);
    void refresh();
  }

  const offerHandoff = useSignUpHandoff({
    onSignedIn: signedIn,
    onConfirmed: () => {
      setUnconfirmed(undefined);
      setNotice(shellTexts.confirmed);
    },
  });

  return {
    mode,
    unconfirmed,
    linkRefusal,
    email,
    notice,
    sessionEnded,
    confirmingLink,
    switchTo,
    signedIn,
    signedUp(address: string) {
      offerHandoff(address);
      // docs/product.md#states-and-transitions: after a successful sign-up the mode returns to signIn.
      notify(messages.checkInbox);
      setLinkRefusal(undefined);
      setUnconfirmed(address);
      setEmail(address);
      switchTo('signIn');
    },
    codeConfirmed(signedInHere: boolean) {
      setUnconfirmed(undefined);
      setLinkRefusal(undefined);
      if (signedInHere) signedIn();
      else setNotice(shellTexts.confirmed);
    },
    needsConfirmation(address: string) {
      setEmail(address);
      setUnconfirmed(address);
    },
    passwordChanged(address: string) {
      setEmail(address);
      switchTo('signIn');
      setNotice(shellTexts.passwordChanged);
    },
    toSignUp() {
      setUnconfirmed(undefined);
      setLinkRefusal(undefined);
      switchTo('signUp');
    },
  };
}
