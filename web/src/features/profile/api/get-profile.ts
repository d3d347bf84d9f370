import { useEffect, useState } from 'react';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { texts } from '#web/lib/texts.ts';

/** GET /api/profile (DESIGN.md section 3): SPEC.md point 3's profile, defaults filled in. */
export interface Profile {
  /** A country code (GB for UK). */
  country: string;
  allow_collection: boolean;
  updated_at: string | null;
}

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiFetch<Profile>('/api/profile', { signal });
}

export type ProfileState =
  { status: 'loading' } | { status: 'ready'; profile: Profile } | { status: 'error'; message: string };

export function useProfile(): ProfileState {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getProfile(controller.signal).then(
      (profile) => setState({ status: 'ready', profile }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: error instanceof ApiError ? error.message : texts.requestFailed,
        });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
