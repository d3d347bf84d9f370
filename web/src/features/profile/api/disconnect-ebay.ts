import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { EbayConnectionView } from '#domain/api-types.ts';
import { queryKeys } from '#web/api/query-keys.ts';
import { callApi } from '#web/lib/api-client.ts';

/** DELETE /api/ebay/connection: the tokens are deleted; live eBay listings stay on eBay. */
async function disconnectEbay(): Promise<void> {
  await callApi(apiContract.disconnectEbay);
}

export const useDisconnectEbay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectEbay,
    onSuccess: () =>
      queryClient.setQueryData<EbayConnectionView>(queryKeys.ebayConnection, { status: 'none' }),
  });
};
