import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseDeploySettings } from '#infra/settings/deploy-settings.ts';
import { checkEbaySecrets } from '../../../scripts/deploy/preflight-ebay.ts';

// The preflight's eBay check: both secrets exist in the region, as plain text, the
// verification token as eBay's portal takes it; skipped without eBay in the settings.

const secrets = mockClient(SecretsManagerClient);
const client = () =>
  new SecretsManagerClient({ region: 'eu-west-2', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } });
const withEbay = parseDeploySettings(
  { region: 'eu-west-2', ebay: { clientId: 'Snap-App-PRD-1', ruName: 'Snap_List-RuName' } },
  'test',
);
const clientSecretName = 'snap-list-shift/ebay-client-secret';
const tokenName = 'snap-list-shift/ebay-verification-token';
const goodToken = 'a_good-verification-token-0123456789';

beforeEach(() => {
  secrets.reset();
  secrets.on(DescribeSecretCommand).resolves({});
  secrets.on(GetSecretValueCommand, { SecretId: clientSecretName }).resolves({ SecretString: 'PRD-cert-id' });
  secrets.on(GetSecretValueCommand, { SecretId: tokenName }).resolves({ SecretString: goodToken });
});

describe('the eBay secrets check', () => {
  it('passes when both secrets hold their values as plain text', async () => {
    expect(await checkEbaySecrets(client(), withEbay)).toMatchObject({ status: 'ok' });
  });

  it('fails with the command to create a missing one', async () => {
    secrets
      .on(DescribeSecretCommand, { SecretId: tokenName })
      .rejects(new ResourceNotFoundException({ message: 'not found', $metadata: {} }));
    expect(await checkEbaySecrets(client(), withEbay)).toEqual({
      status: 'failed',
      message: expect.stringContaining(
        `aws secretsmanager create-secret --region eu-west-2 --name ${tokenName}`,
      ),
    });
  });

  it("fails for a verification token eBay's portal would refuse (too short, or other characters)", async () => {
    secrets.on(GetSecretValueCommand, { SecretId: tokenName }).resolves({ SecretString: 'short+token' });
    expect(await checkEbaySecrets(client(), withEbay)).toEqual({
      status: 'failed',
      message: expect.stringContaining('32 to 80 letters, digits, _ or -'),
    });
  });

  it('fails for a key/value client secret', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: clientSecretName })
      .resolves({ SecretString: '{"cert":"x"}' });
    expect(await checkEbaySecrets(client(), withEbay)).toMatchObject({ status: 'failed' });
  });

  it('is skipped without eBay in the settings, and asks nothing', async () => {
    expect(
      await checkEbaySecrets(client(), parseDeploySettings({ region: 'eu-west-2' }, 'test')),
    ).toMatchObject({
      status: 'skipped',
    });
    expect(secrets.calls()).toHaveLength(0);
  });
});
