import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config, envNames } from '#lambdas/lib/runtime/config.ts';
import { readEbaySecrets } from '#lambdas/lib/runtime/factories/ebay-secrets.ts';
import { forgetSecretSettings } from '#lambdas/lib/runtime/secret-settings.ts';

// docs/architecture/security.md#ebay-tokens: in the cloud the eBay client secret and the
// verification token are in Secrets Manager; a function gets their names and reads the values
// at cold start. On one machine they are plain variables. The handlers cannot tell the two apart.

const secrets = mockClient(SecretsManagerClient);
const clientSecretName = 'snap-list-shift/ebay-client-secret';
const tokenName = 'snap-list-shift/ebay-verification-token';
const token = 'verification_token-0123456789-abcdefghij';

beforeEach(() => {
  secrets.reset();
  forgetSecretSettings();
  vi.stubEnv(envNames.region, 'eu-west-2');
  vi.stubEnv(envNames.ebayAuthOrigin, 'https://auth.ebay.com');
  vi.stubEnv(envNames.ebayApiOrigin, 'https://api.ebay.com');
  vi.stubEnv(envNames.ebayClientId, 'Snap-App-PRD-123');
  vi.stubEnv(envNames.ebayRuName, 'Snap_List-RuName');
  vi.stubEnv(envNames.ebayDeletionEndpoint, 'https://d111.cloudfront.net/api/ebay/account-deletion');
  for (const key of [
    'ebayClientSecret',
    'ebayClientSecretId',
    'ebayVerificationToken',
    'ebayVerificationTokenSecretId',
  ] as const)
    vi.stubEnv(envNames[key], '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  forgetSecretSettings();
});

describe("the eBay app's secrets", () => {
  it('are read from Secrets Manager by name, once, and answer as the settings would', async () => {
    vi.stubEnv(envNames.ebayClientSecretId, clientSecretName);
    vi.stubEnv(envNames.ebayVerificationTokenSecretId, tokenName);
    secrets
      .on(GetSecretValueCommand, { SecretId: clientSecretName })
      .resolves({ SecretString: 'PRD-cert\n' });
    secrets.on(GetSecretValueCommand, { SecretId: tokenName }).resolves({ SecretString: token });
    await readEbaySecrets();
    expect(config.ebayApp()?.clientSecret).toBe('PRD-cert');
    expect(config.ebayDeletionEndpoint()?.verificationToken).toBe(token);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });

  it('come from the environment on one machine, with no call to Secrets Manager', async () => {
    // Even where a secret is named too (a cloud template run against the twin): the value wins.
    vi.stubEnv(envNames.ebayClientSecretId, clientSecretName);
    vi.stubEnv(envNames.ebayVerificationTokenSecretId, tokenName);
    vi.stubEnv(envNames.ebayClientSecret, 'twin-secret');
    vi.stubEnv(envNames.ebayVerificationToken, token);
    await readEbaySecrets();
    expect(config.ebayApp()?.clientSecret).toBe('twin-secret');
    expect(config.ebayDeletionEndpoint()?.verificationToken).toBe(token);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('leave eBay "not set up" when a secret cannot be read, and the other one still works', async () => {
    vi.stubEnv(envNames.ebayClientSecretId, clientSecretName);
    vi.stubEnv(envNames.ebayVerificationTokenSecretId, tokenName);
    secrets
      .on(GetSecretValueCommand, { SecretId: clientSecretName })
      .rejects(new Error('Secrets Manager cannot find the specified secret.'));
    secrets.on(GetSecretValueCommand, { SecretId: tokenName }).resolves({ SecretString: token });
    await readEbaySecrets();
    expect(config.ebayApp()).toBeUndefined();
    expect(config.ebayDeletionEndpoint()?.verificationToken).toBe(token);
  });

  it('take an empty secret as none', async () => {
    vi.stubEnv(envNames.ebayClientSecretId, clientSecretName);
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '  ' });
    await readEbaySecrets();
    expect(config.ebayApp()).toBeUndefined();
  });
});
