import { useEffect, useEffectEvent, useState } from 'react';
import { confirmAndSignIn } from '../api/sign-up';
import { offerSignUpHandoff } from '../utils/sign-up-handoff';

/**
 * The cross-tab hand-off of the page that signed an address up: while it waits for the emailed
 * code, a confirmation link opened in another tab of this browser hands it the code, and this
 * page confirms and signs in, Amplify's auto sign-in remembering the password here only
 * (utils/sign-up-handoff.ts, docs/architecture/web.md#auth-screens). Returns the function that
 * starts offering it for the address just signed up.
 */
export function useSignUpHandoff({
  onSignedIn,
  onConfirmed,
}: {
  onSignedIn: () => void;
  /** Confirmed, but this page could not sign in: the password is needed. */
  onConfirmed: () => void;
}): (address: string) => void {
  const [signedUpHere, setSignedUpHere] = useState<string>();
  const onHandedCode = useEffectEvent(async (address: string, code: string) => {
    const signedInHere = await confirmAndSignIn(address, code);
    if (signedInHere) onSignedIn();
    else onConfirmed();
    return signedInHere ? ('signedIn' as const) : ('confirmed' as const);
  });
  useEffect(
    () =>
      signedUpHere === undefined
        ? undefined
        : offerSignUpHandoff(signedUpHere, (code) => onHandedCode(signedUpHere, code)),
    [signedUpHere],
  );
  return setSignedUpHere;
}
