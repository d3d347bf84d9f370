import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import type { EbayConnectionView, EbayConsentReturn } from '#domain/api-types.ts';
import { queryKeys } from '#web/api/query-keys.ts';
import { callApi } from '#web/lib/api-client.ts';

/** PUT /api/ebay/connection with what eBay's redirect carried: the server fetches and keeps the tokens. */
function finishEbayConnection(consent: EbayConsentReturn): Promise<EbayConnectionView> {
  return callApi(apiContract.finishEbayConnection, { body: consent });
}

export const useFinishEbayConnection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishEbayConnection,
    onSuccess: (connection) => queryClient.setQueryData(queryKeys.ebayConnection, connection),
  });
};
