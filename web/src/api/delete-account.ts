import { useMutation } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import { callApi } from '../lib/api-client';
import type { MutationConfig } from '../lib/react-query';

/** DELETE /api/account: erases the caller's listings, photos, profile and Cognito user. */
export async function deleteAccount(): Promise<void> {
  await callApi(apiContract.deleteAccount);
}

export const useDeleteAccount = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deleteAccount> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: deleteAccount });
