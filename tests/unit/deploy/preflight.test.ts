import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import {
  GetAccountCommand,
  GetEmailIdentityCommand,
  NotFoundException,
  SESv2Client,
} from '@aws-sdk/client-sesv2';
import { GetAccountSettingsCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { CloudFormationServiceException } from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { parseDeploySettings, type DeploySettingsInput } from '#infra/settings/deploy-settings.ts';
import {
  checkBootstrap,
  checkGoogleSecret,
  checkIdentity,
  checkSesIdentity,
  runPreflight,
} from '../../../scripts/deploy/preflight.ts';

// The preflight of `npm run deploy` and `npm run deploy:check`: each check against a mocked
// AWS answer, and what happens without credentials.

const settingsOf = (input: Partial<DeploySettingsInput> = {}) =>
  parseDeploySettings({ region: 'eu-west-2', ...input }, 'test');
const withGoogle = settingsOf({ google: { clientId: '123-test.apps.googleusercontent.com' } });
const withSes = settingsOf({ ses: { fromEmail: 'hello@example.com' } });
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };

const sts = mockClient(STSClient);
const secrets = mockClient(SecretsManagerClient);
const ses = mockClient(SESv2Client);
const cloudFormation = mockClient(CloudFormationClient);
beforeEach(() => {
  sts.reset();
  secrets.reset();
  ses.reset();
  cloudFormation.reset();
});

const stsClient = () => new STSClient({ region: 'eu-west-2', credentials });
const secretsClient = () => new SecretsManagerClient({ region: 'eu-west-2', credentials });
const sesClient = () => new SESv2Client({ region: 'eu-west-2', credentials });
const cfnClient = () => new CloudFormationClient({ region: 'eu-west-2', credentials });
const caller = { Account: '123456789012', Arn: 'arn:aws:iam::123456789012:user/operator' };

describe('the account and region check', () => {
  it('passes when the credentials are of the account in the settings', async () => {
    sts.on(GetCallerIdentityCommand).resolves(caller);
    const check = await checkIdentity(stsClient(), settingsOf({ account: '123456789012' }), {});
    expect(check).toMatchObject({ status: 'ok', message: expect.stringContaining('123456789012') });
  });

  it('fails when the credentials are of another account', async () => {
    sts.on(GetCallerIdentityCommand).resolves(caller);
    const check = await checkIdentity(stsClient(), settingsOf({ account: '210987654321' }), {});
    expect(check).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('settings say 210987654321'),
    });
  });

  it("warns when the shell's region is not the stack's", async () => {
    sts.on(GetCallerIdentityCommand).resolves(caller);
    const check = await checkIdentity(stsClient(), settingsOf(), { [envNames.region]: 'us-east-1' });
    expect(check).toMatchObject({
      status: 'warning',
      message: expect.stringContaining('--region eu-west-2'),
    });
  });
});

describe('the Google client secret check', () => {
  it('passes for a plain-text secret in the region', async () => {
    secrets.on(DescribeSecretCommand).resolves({ Name: 'snap-list-shift/google-client-secret' });
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'GOCSPX-abc' });
    expect(await checkGoogleSecret(secretsClient(), withGoogle)).toMatchObject({ status: 'ok' });
    expect(secrets.commandCalls(DescribeSecretCommand)[0]!.args[0].input).toEqual({
      SecretId: 'snap-list-shift/google-client-secret',
    });
  });

  it('fails with the command to create it when it does not exist', async () => {
    secrets
      .on(DescribeSecretCommand)
      .rejects(new ResourceNotFoundException({ message: 'not found', $metadata: {} }));
    expect(await checkGoogleSecret(secretsClient(), withGoogle)).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('aws secretsmanager create-secret --region eu-west-2'),
    });
  });

  it('fails for a key/value (JSON) secret, which CloudFormation would pass whole', async () => {
    secrets.on(DescribeSecretCommand).resolves({});
    secrets.on(GetSecretValueCommand).resolves({ SecretString: '{"clientSecret":"GOCSPX-abc"}' });
    expect(await checkGoogleSecret(secretsClient(), withGoogle)).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('plain text'),
    });
  });

  it('is skipped without Google sign-in in the settings', async () => {
    expect(await checkGoogleSecret(secretsClient(), settingsOf())).toMatchObject({ status: 'skipped' });
    expect(secrets.calls()).toHaveLength(0);
  });
});

describe('the SES sender check', () => {
  it('passes for a verified address with production access', async () => {
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true });
    expect(await checkSesIdentity(sesClient(), withSes)).toMatchObject({ status: 'ok' });
  });

  it('accepts an address at a verified domain', async () => {
    ses
      .on(GetEmailIdentityCommand, { EmailIdentity: 'hello@example.com' })
      .rejects(new NotFoundException({ message: 'no', $metadata: {} }))
      .on(GetEmailIdentityCommand, { EmailIdentity: 'example.com' })
      .resolves({ VerifiedForSendingStatus: true });
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: true });
    expect(await checkSesIdentity(sesClient(), withSes)).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('example.com is verified'),
    });
  });

  it('says when the account is in the SES sandbox', async () => {
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: true });
    ses.on(GetAccountCommand).resolves({ ProductionAccessEnabled: false });
    expect(await checkSesIdentity(sesClient(), withSes)).toMatchObject({
      status: 'warning',
      message: expect.stringContaining('sandbox'),
    });
  });

  it('fails when neither the address nor its domain is verified', async () => {
    ses.on(GetEmailIdentityCommand).resolves({ VerifiedForSendingStatus: false });
    expect(await checkSesIdentity(sesClient(), withSes)).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('aws sesv2 create-email-identity --region eu-west-2'),
    });
  });
});

describe('the CDK bootstrap check', () => {
  it('passes when the CDKToolkit stack is there', async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'CDKToolkit' }).resolves({
      Stacks: [{ StackName: 'CDKToolkit', StackStatus: 'UPDATE_COMPLETE', CreationTime: new Date() }],
    });
    expect(await checkBootstrap(cfnClient(), settingsOf())).toMatchObject({ status: 'ok' });
  });

  it('fails with the bootstrap command when it is not', async () => {
    cloudFormation.on(DescribeStacksCommand).rejects(
      new CloudFormationServiceException({
        name: 'ValidationError',
        $fault: 'client',
        message: 'Stack with id CDKToolkit does not exist',
        $metadata: {},
      }),
    );
    expect(await checkBootstrap(cfnClient(), settingsOf({ account: '123456789012' }))).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('npx cdk bootstrap aws://123456789012/eu-west-2'),
    });
  });
});

describe("Cognito's own e-mail sender", () => {
  it('is a warning without SES: 50 e-mails a day for the whole account', async () => {
    expect(await checkSesIdentity(sesClient(), settingsOf())).toMatchObject({
      status: 'warning',
      message: expect.stringContaining("Cognito's own sender sends at most 50 e-mails a day"),
    });
    expect(ses.calls()).toHaveLength(0);
  });
});

describe('the whole preflight', () => {
  const lambda = mockClient(LambdaClient);
  const ssm = mockClient(SSMClient);
  beforeEach(() => {
    lambda.reset();
    ssm.reset();
  });
  const needs = {
    stackName: 'SnapListShift',
    reservations: [{ logicalId: 'Analyser', reserved: 5 }],
    bootstrap: { requiredVersion: 6, parameter: '/cdk-bootstrap/hnb659fds/version' },
  };
  const assemblyClients = () => ({
    lambda: new LambdaClient({ region: 'eu-west-2', credentials }),
    ssm: new SSMClient({ region: 'eu-west-2', credentials }),
  });

  it('without credentials, says that it skipped every check and calls nothing', async () => {
    const noCredentials = () => Promise.reject(new Error('Could not load credentials from any providers'));
    const results = await runPreflight(
      settingsOf(),
      {
        sts: new STSClient({ region: 'eu-west-2', credentials: noCredentials }),
        secrets: secretsClient(),
        ses: sesClient(),
        cloudFormation: cfnClient(),
        ...assemblyClients(),
      },
      needs,
    );
    expect(results.map((r) => [r.check, r.status])).toEqual([
      ['AWS account and region', 'skipped'],
      ['Google client secret', 'skipped'],
      ['SES sender', 'skipped'],
      ['CDK bootstrap', 'skipped'],
      ['CDK bootstrap version', 'skipped'],
      ['Lambda concurrency', 'skipped'],
      ['eBay secrets', 'skipped'],
    ]);
    expect(sts.calls()).toHaveLength(0);
    expect(lambda.calls()).toHaveLength(0);
  });

  it('turns an unexpected AWS error into a failed check, and goes on with the others', async () => {
    sts.on(GetCallerIdentityCommand).rejects(new Error('ExpiredToken'));
    cloudFormation.on(DescribeStacksCommand).resolves({
      Stacks: [{ StackName: 'CDKToolkit', StackStatus: 'CREATE_COMPLETE', CreationTime: new Date() }],
    });
    ssm.on(GetParameterCommand).resolves({ Parameter: { Value: '6' } });
    lambda.on(GetAccountSettingsCommand).rejects(new Error('Throttling'));
    const results = await runPreflight(
      settingsOf(),
      {
        sts: stsClient(),
        secrets: secretsClient(),
        ses: sesClient(),
        cloudFormation: cfnClient(),
        ...assemblyClients(),
      },
      needs,
    );
    expect(results.map((r) => r.status)).toEqual([
      'failed',
      'skipped',
      'warning',
      'ok',
      'ok',
      'failed',
      'skipped',
    ]);
    expect(results[5]!.message).toBe('Error: Throttling');
  });
});
