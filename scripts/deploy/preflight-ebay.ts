import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { DeploySettings } from '#infra/settings/deploy-settings.ts';
import { ebayVerificationTokenPattern } from '#infra/settings/ebay-settings.ts';

// The preflight's eBay check (docs/operator-guide.md#ebay): the two secrets the operator makes
// before the first deploy with eBay exist in the stack's region, as plain text, the token as
// eBay's portal takes it. The functions read them at cold start, so a missing one would only
// show as "not set up" answers after the deploy.

type Outcome = { status: 'ok' | 'failed' | 'skipped'; message: string };

/** One secret's problem, or undefined when it is usable. */
async function problemOf(
  secrets: SecretsManagerClient,
  secretId: string,
  what: string,
  create: string,
  check?: (value: string) => string | undefined,
): Promise<string | undefined> {
  try {
    await secrets.send(new DescribeSecretCommand({ SecretId: secretId }));
  } catch (error) {
    if ((error as Error).name !== 'ResourceNotFoundException') throw error;
    return `No secret ${secretId} (${what}). Create it: ${create}`;
  }
  const value = (await secrets.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString?.trim();
  if (!value) return `${secretId} (${what}) is empty or binary; it must hold the value alone, as plain text.`;
  return check?.(value);
}

export async function checkEbaySecrets(
  secrets: SecretsManagerClient,
  settings: DeploySettings,
): Promise<Outcome> {
  const { ebay, region } = settings;
  if (!ebay) return { status: 'skipped', message: 'eBay is not in the settings.' };
  const create = (name: string, value: string) =>
    `aws secretsmanager create-secret --region ${region} --name ${name} --secret-string '${value}'`;
  const problems = [
    await problemOf(
      secrets,
      ebay.clientSecretName,
      "the keyset's Cert ID",
      create(ebay.clientSecretName, '<Cert ID>'),
      (value) =>
        value.startsWith('{')
          ? `${ebay.clientSecretName} holds key/value JSON; store the Cert ID alone, as plain text.`
          : undefined,
    ),
    await problemOf(
      secrets,
      ebay.verificationTokenSecretName,
      'the account-deletion verification token',
      create(ebay.verificationTokenSecretName, '<32 to 80 letters, digits, _ or ->'),
      (value) =>
        ebayVerificationTokenPattern.test(value)
          ? undefined
          : `${ebay.verificationTokenSecretName} is not a token eBay's portal takes: 32 to 80 letters, digits, _ or -.`,
    ),
  ].filter((problem) => problem !== undefined);
  if (problems.length) return { status: 'failed', message: problems.join(' ') };
  return {
    status: 'ok',
    message: `${ebay.clientSecretName} and ${ebay.verificationTokenSecretName} exist in ${region} (${ebay.environment} keys).`,
  };
}
