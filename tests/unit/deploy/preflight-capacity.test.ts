import {
  CloudFormationClient,
  CloudFormationServiceException,
  DescribeStackResourceCommand,
} from '@aws-sdk/client-cloudformation';
import {
  GetAccountSettingsCommand,
  GetFunctionConcurrencyCommand,
  LambdaClient,
} from '@aws-sdk/client-lambda';
import { GetParameterCommand, ParameterNotFound, SSMClient } from '@aws-sdk/client-ssm';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseDeploySettings } from '#infra/settings/deploy-settings.ts';
import {
  checkBootstrapVersion,
  checkLambdaConcurrency,
  reservationsOf,
  unreservedMinimum,
  type AssemblyNeeds,
} from '../../../scripts/deploy/preflight-capacity.ts';

// The preflight's checks of what the assembly asks of the account: the concurrency the stack
// reserves against the account's quota, and the bootstrap version its assets need.

const settings = parseDeploySettings(
  { region: 'eu-west-2', account: '123456789012', ai: { analyserConcurrency: 5 } },
  'test',
);
const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const lambda = mockClient(LambdaClient);
const ssm = mockClient(SSMClient);
const cloudFormation = mockClient(CloudFormationClient);
beforeEach(() => {
  lambda.reset();
  ssm.reset();
  cloudFormation.reset();
});
const lambdaClient = () => new LambdaClient({ region: 'eu-west-2', credentials });
const ssmClient = () => new SSMClient({ region: 'eu-west-2', credentials });
const cfnClient = () => new CloudFormationClient({ region: 'eu-west-2', credentials });

const needs: AssemblyNeeds = {
  stackName: 'SnapListShift',
  reservations: [{ logicalId: 'FunctionsanalyserABC123', reserved: 5 }],
  bootstrap: { requiredVersion: 6, parameter: '/cdk-bootstrap/hnb659fds/version' },
};
const noStack = () =>
  cloudFormation.on(DescribeStackResourceCommand).rejects(
    new CloudFormationServiceException({
      name: 'ValidationError',
      $fault: 'client',
      $metadata: {},
      message: 'Stack with id SnapListShift does not exist',
    }),
  );
const account = (limit: number, unreserved: number) =>
  lambda
    .on(GetAccountSettingsCommand)
    .resolves({ AccountLimit: { ConcurrentExecutions: limit, UnreservedConcurrentExecutions: unreserved } });
const concurrency = () => checkLambdaConcurrency(lambdaClient(), cfnClient(), settings, needs);

describe('what the stack reserves, read from its template', () => {
  it('is each function with ReservedConcurrentExecutions, and only those', () => {
    expect(
      reservationsOf({
        Resources: {
          Analyser: { Type: 'AWS::Lambda::Function', Properties: { ReservedConcurrentExecutions: 5 } },
          Profile: { Type: 'AWS::Lambda::Function', Properties: {} },
          Queue: { Type: 'AWS::SQS::Queue', Properties: { ReservedConcurrentExecutions: 9 } },
        },
      }),
    ).toEqual([{ logicalId: 'Analyser', reserved: 5 }]);
  });
});

describe('the Lambda concurrency check', () => {
  it('Lambda keeps 100 unreserved, or the whole of a smaller quota', () => {
    expect([unreservedMinimum(1000), unreservedMinimum(100), unreservedMinimum(10)]).toEqual([100, 100, 10]);
  });

  it("passes when the account's quota leaves 100 unreserved after the stack's reservation", async () => {
    noStack();
    account(1000, 1000);
    expect(await concurrency()).toMatchObject({
      status: 'ok',
      message: expect.stringContaining(
        "reserves 5 of the account's 1000 concurrent executions in eu-west-2; 995 stay unreserved",
      ),
    });
  });

  it("fails a new account's quota of 10, with the quota to request", async () => {
    noStack();
    account(10, 10);
    const check = await concurrency();
    expect(check.status).toBe('failed');
    expect(check.message).toContain(
      "the account's quota in eu-west-2 is 10, 10 of it free to reserve, and Lambda keeps 10 unreserved",
    );
    expect(check.message).toContain('Request a "Concurrent executions" quota of at least 105');
    expect(check.message).not.toContain('or set ai.analyserConcurrency');
  });

  it('fails at one short of the minimum, and passes at exactly it', async () => {
    noStack();
    account(1000, 104);
    expect((await concurrency()).status).toBe('failed');
    account(1000, 105);
    expect((await concurrency()).status).toBe('ok');
  });

  it('suggests a concurrency that fits when one of 2 or more does', async () => {
    noStack();
    account(1000, 103);
    expect((await concurrency()).message).toContain('or set ai.analyserConcurrency to 3 or less');
  });

  it("counts the deployed stack's own reservation as free (an update reserves it again)", async () => {
    cloudFormation
      .on(DescribeStackResourceCommand, {
        StackName: 'SnapListShift',
        LogicalResourceId: 'FunctionsanalyserABC123',
      })
      .resolves({
        StackResourceDetail: {
          PhysicalResourceId: 'SnapListShift-analyser-1',
          LogicalResourceId: 'x',
          ResourceType: 'AWS::Lambda::Function',
          LastUpdatedTimestamp: new Date(),
          ResourceStatus: 'UPDATE_COMPLETE',
        },
      });
    lambda
      .on(GetFunctionConcurrencyCommand, { FunctionName: 'SnapListShift-analyser-1' })
      .resolves({ ReservedConcurrentExecutions: 5 });
    account(1000, 100);
    expect(await concurrency()).toMatchObject({
      status: 'ok',
      message: expect.stringContaining('100 stay unreserved'),
    });
  });

  it('says so when the stack reserves nothing', async () => {
    expect(
      await checkLambdaConcurrency(lambdaClient(), cfnClient(), settings, { ...needs, reservations: [] }),
    ).toMatchObject({ status: 'skipped' });
    expect(lambda.calls()).toHaveLength(0);
  });
});

describe('the bootstrap version check', () => {
  const version = (value: string) =>
    ssm
      .on(GetParameterCommand, { Name: '/cdk-bootstrap/hnb659fds/version' })
      .resolves({ Parameter: { Value: value } });

  it('passes at the version the assembly needs, or a later one', async () => {
    version('6');
    expect(await checkBootstrapVersion(ssmClient(), settings, needs)).toMatchObject({ status: 'ok' });
    version('30');
    expect(await checkBootstrapVersion(ssmClient(), settings, needs)).toMatchObject({
      status: 'ok',
      message: 'Version 30 in eu-west-2 (the assembly needs 6).',
    });
  });

  it('fails an older bootstrap with the command that updates it', async () => {
    version('5');
    expect(await checkBootstrapVersion(ssmClient(), settings, needs)).toMatchObject({
      status: 'failed',
      message:
        'The bootstrap stack in eu-west-2 is version 5; this assembly needs 6 or later. Run: npx cdk bootstrap aws://123456789012/eu-west-2',
    });
  });

  it('fails a region without the parameter (not bootstrapped, or another qualifier)', async () => {
    ssm.on(GetParameterCommand).rejects(new ParameterNotFound({ message: 'not found', $metadata: {} }));
    expect(await checkBootstrapVersion(ssmClient(), settings, needs)).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('No /cdk-bootstrap/hnb659fds/version in eu-west-2'),
    });
  });

  it('lets an unexpected error through, for the preflight to report', async () => {
    ssm.on(GetParameterCommand).rejects(new Error('AccessDenied'));
    await expect(checkBootstrapVersion(ssmClient(), settings, needs)).rejects.toThrow('AccessDenied');
  });
});
