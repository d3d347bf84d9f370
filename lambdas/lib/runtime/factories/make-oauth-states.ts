import { dynamo } from '../clients/dynamo';
import { config } from '../config';
import { DynamoOAuthStates } from '../../adapters/dynamo-oauth-states';
import type { OAuthStates } from '../../ports/ebay-connections';

/** In the rate-limits table, whose TTL removes an abandoned state (adapters/dynamo-oauth-states.ts). */
export function makeOAuthStates(): OAuthStates {
  return new DynamoOAuthStates(dynamo(), config.rateLimitsTable());
}
