import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { ProfileChangeRequest, ProfileView } from '#domain/api-types.ts';
import { callApi } from '#web/lib/api-client.ts';
import type { MutationConfig } from '#web/lib/react-query.ts';
import { queryKeys } from '#web/api/query-keys.ts';

/** PATCH /api/profile with {country} or {allow_collection} (docs/product.md#calls, "Profiles"). */
export function updateProfile(change: ProfileChangeRequest): Promise<ProfileView> {
  return callApi(apiContract.updateProfile, { body: change });
}

export const useUpdateProfile = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateProfile> } = {}) => {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateProfile,
    onSuccess: async (profile, ...args) => {
      queryClient.setQueryData(queryKeys.profile, profile);
      await onSuccess?.(profile, ...args);
    },
  });
};
