import { signOut } from 'aws-amplify/auth';
import { useState } from 'react';
import { texts } from '#web/lib/texts.ts';
import { useSession } from '../hooks/use-session';

/** SPEC.md point 4: sign out returns to /auth (the guard redirects once the session is gone). */
export function SignOutButton() {
  const { refresh } = useSession();
  const [busy, setBusy] = useState(false);

  async function handleClick() {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  return (
    <button className="button button-quiet" type="button" disabled={busy} onClick={() => void handleClick()}>
      {texts.signOut}
    </button>
  );
}
