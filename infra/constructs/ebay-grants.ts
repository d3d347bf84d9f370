import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { EnvKey } from '#lambdas/lib/runtime/config.ts';
import type { AppFunction } from './app-function';
import type { EbayResources } from './ebay-resources';
import type { FunctionResources } from './function-grants';

// The eBay grants of function-grants.ts (docs/architecture/security.md#ebay-tokens): each binds
// the eBay settings a function reads with the rights that go with them, and does nothing when
// the deploy settings have no `ebay` block (eBay is then not offered: its routes say so).

/**
 * A secret's name (never its value: the function reads it at cold start,
 * lambdas/lib/runtime/factories/ebay-secrets.ts) and the right to read it. By name: the operator
 * made it, so the stack knows no full ARN, and GetSecretValue takes the name.
 */
const bindSecretName = (fn: AppFunction, key: EnvKey, secret: ISecret) => {
  fn.setEnv(key, secret.secretName);
  secret.grantRead(fn);
};

/** The eBay app's settings and its client secret: what eBay's OAuth token endpoint needs. */
const bindEbayApp = (fn: AppFunction, ebay: EbayResources) => {
  fn.setEnv('ebayAuthOrigin', ebay.authOrigin)
    .setEnv('ebayApiOrigin', ebay.apiOrigin)
    .setEnv('ebayClientId', ebay.clientId)
    .setEnv('ebayRuName', ebay.ruName);
  bindSecretName(fn, 'ebayClientSecretId', ebay.clientSecret);
};

/**
 * The keys of the sealed tokens' encryption context and its purposes
 * (lambdas/lib/adapters/ebay/sealed-ebay-access.ts tokenContext): KMS refuses a data key asked
 * for anything else, so these rights cannot wrap or unwrap other data under this key.
 */
export const ebayTokenContextKeys = ['userId', 'purpose'];
export const ebayTokenPurposes = ['ebay-access', 'ebay-refresh'];

/**
 * Everything a function needs to act for a seller on eBay, in one call: the eBay app's settings
 * and client secret (a token's refresh) and the tokens' KMS key, GenerateDataKey and Decrypt
 * only, only with the tokens' encryption context. Nothing when eBay is not in the settings.
 * For every function that seals or opens a seller's tokens (profile, ebay-listings, the orders
 * poll, and any other that calls eBay for a seller).
 */
export function grantEbayAccess(fn: AppFunction, { ebay }: FunctionResources): void {
  if (!ebay) return;
  bindEbayApp(fn, ebay);
  fn.setEnv('ebayTokenKmsKeyId', ebay.tokenKey.keyArn);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['kms:GenerateDataKey', 'kms:Decrypt'],
      resources: [ebay.tokenKey.keyArn],
      conditions: {
        'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ebayTokenContextKeys },
        StringEquals: { 'kms:EncryptionContext:purpose': ebayTokenPurposes },
        Null: { 'kms:EncryptionContext:userId': 'false' },
      },
    }),
  );
}

/**
 * eBay's account-deletion notification: the app's settings and client secret (the application
 * token that fetches eBay's public key), the verification token and the endpoint's URL (eBay's
 * challenge hashes both). No token key: it deletes sealed tokens, never opens them.
 */
export function grantEbayDeletionNotifications(fn: AppFunction, { ebay }: FunctionResources): void {
  if (!ebay) return;
  bindEbayApp(fn, ebay);
  bindSecretName(fn, 'ebayVerificationTokenSecretId', ebay.verificationToken);
  fn.setEnv('ebayDeletionEndpoint', ebay.deletionEndpoint);
}
