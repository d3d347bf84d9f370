import { useMutation } from '@tanstack/react-query';
import { apiContract } from '#domain/api-contract.ts';
import { callApi } from '#web/lib/api-client.ts';
import { leaveFor } from '#web/lib/leave-for.ts';

/**
 * POST /api/ebay/connection, then off to eBay's consent page: the server made a single-use
 * state for this user, and eBay sends the browser back to /settings/ebay with it.
 */
async function startEbayConnection(): Promise<void> {
  const { consentUrl } = await callApi(apiContract.startEbayConnection);
  leaveFor(consentUrl);
}

export const useStartEbayConnection = () => useMutation({ mutationFn: startEbayConnection });
