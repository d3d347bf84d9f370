import { useCallback, useState } from 'react';
import { authErrorMessage } from '../utils/auth-error-message';

/** A form's call to Cognito: busy while it runs, the provider's error in plain words after. */
export function useAuthAction() {
  const [error, setError] = useState<string>();
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
