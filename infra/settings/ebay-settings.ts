import { z } from 'zod';

// The eBay app's deploy settings (docs/operator-guide.md#ebay): which of eBay's two
// environments the keyset belongs to, and where its two secrets are kept. The secrets' values
// never pass through here: the functions read them from Secrets Manager at cold start.

/**
 * eBay's hosts per environment: the consent page (auth) and the token endpoint and APIs (api),
 * from eBay's "Configuring the consent request" and "Authorization code grant request" pages
 * (https://developer.ebay.com/api-docs/static/oauth-consent-request.html,
 * https://developer.ebay.com/api-docs/static/oauth-auth-code-grant-request.html, read 2026-12-03).
 */
export const ebayEnvironments = {
  production: { authOrigin: 'https://auth.ebay.com', apiOrigin: 'https://api.ebay.com' },
  sandbox: { authOrigin: 'https://auth.sandbox.ebay.com', apiOrigin: 'https://api.sandbox.ebay.com' },
} as const;

/** Where the eBay client secret (the keyset's Cert ID) is looked up when the settings name none. */
export const defaultEbayClientSecretName = 'snap-list-shift/ebay-client-secret';
/** Where the account-deletion verification token is looked up when the settings name none. */
export const defaultEbayVerificationTokenName = 'snap-list-shift/ebay-verification-token';

/**
 * The verification token eBay's portal accepts: 32 to 80 letters, digits, underscores and
 * hyphens. eBay's own page (https://developer.ebay.com/marketplace-account-deletion, read
 * 2026-12-03) could not be read that far here; a write-up of the portal (easycfm.wordpress.com,
 * 2021-08-13) reports "over 32 characters". The preflight checks the secret against it
 * (docs/operator-guide.md#the-secrets).
 */
export const ebayVerificationTokenPattern = /^[A-Za-z0-9_-]{32,80}$/;

const secretName = z.string().min(1);

export const ebaySettingsSchema = z.strictObject({
  /** The keyset's App ID (client id), of the same environment as `environment`. */
  clientId: z.string().min(1),
  /** The RuName eBay made for the product's /settings/ebay page (accept and decline URLs). */
  ruName: z.string().min(1),
  /** Production keys or sandbox keys: decides eBay's hosts (ebayEnvironments). */
  environment: z.enum(['production', 'sandbox']).default('production'),
  /** A plain-text Secrets Manager secret in the stack's region holding the Cert ID (client secret). */
  clientSecretName: secretName.default(defaultEbayClientSecretName),
  /** A plain-text secret holding the account-deletion verification token entered in eBay's portal. */
  verificationTokenSecretName: secretName.default(defaultEbayVerificationTokenName),
});

export type EbaySettings = z.output<typeof ebaySettingsSchema>;
