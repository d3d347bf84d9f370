import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';

/** DELETE /api/account: erases the caller's listings, photos, profile and Cognito user. */
export async function deleteAccount(): Promise<void> {
  await apiFetch<undefined>('/api/account', { method: 'DELETE' });
}

export const useDeleteAccount = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: deleteAccount });
