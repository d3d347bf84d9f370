// @ts-nocheck
import { useCallback, useState } from 'react';
import { authErrorMessage } from '../utils/auth-error-message';

/**
 * A form's call to Cognito: busy while it runs, the provider's error in plain words after.
 * `initialError`: a form that opens on a refusal (an email link's code, refused).
 */
export function useAuthAction(initialError?: string) {
  const [error, setError] = useState<string | undefined>(initialError);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (action: () => Promise<void>) => {
    setError(undefined);
    setBusy(true);
    try {
      await action();
    } catch (caught) {
      setError(authErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  }, []);

  return { error, setError, busy, run };
}
