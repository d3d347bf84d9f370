import { apiContract } from '#domain/api-contract.ts';
import { callApi } from '#web/lib/api-client.ts';

/** DELETE /api/account: erases the caller's listings, photos, profile and Cognito user. */
export async function deleteAccount(): Promise<void> {
  await callApi(apiContract.deleteAccount);
}
