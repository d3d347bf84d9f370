import { signOut } from 'aws-amplify/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '#domain/messages.ts';
import { dropAllDrafts } from '#web/lib/listing-drafts.ts';
import { notify } from '#web/lib/notify.ts';
import { dropAllPendingUndos } from '#web/lib/pending-undos.ts';
import { useSession } from './use-session';

/**
 * docs/product.md#states-and-transitions: sign out returns to /auth with "Signed out.". The local session ends even
 * when Cognito cannot be told (offline, or the user was just deleted).
 */
export function useSignOut() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.warn('Sign-out could not reach Cognito', error);
    }
    // A sign-out is meant: unsaved edits kept for an ended session are not (docs/product.md#errors-and-the-way-out).
    dropAllDrafts();
    // Nor are the Undo offers of its deletes: the items stay deleted.
    dropAllPendingUndos();
    await refresh();
    notify(messages.signedOut);
    await navigate('/auth', { replace: true });
  }, [refresh, navigate]);
}
