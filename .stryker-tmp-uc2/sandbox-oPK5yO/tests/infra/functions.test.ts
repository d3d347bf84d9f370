// @ts-nocheck
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Functions } from '#infra/constructs/functions.ts';
import { functionGrants } from '#infra/constructs/function-grants.ts';
import { functionNames, functionRegistry, namesOfKind, type Registry } from '#lambdas/functions.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { fakeWebBuild, logicalId, removeTestDirs, synthTestTemplate } from './synth-app';

// The function registry drives CDK: every function, of either kind, with exactly the
// environment variables of the resources it was granted. A queue function brings its queue,
// a dead-letter queue and an alarm.

type Resource = { Properties: Record<string, any> };
const contractNames = new Set<string>(Object.values(envNames));

describe('every function of the product', () => {
  let template: Template;
  let stack: ReturnType<typeof synthTestTemplate>['stack'];
  beforeAll(() => {
    ({ stack, template } = synthTestTemplate({ webDistDir: fakeWebBuild() }));
  }, 120_000);
  afterAll(removeTestDirs);

  const functionOf = (name: string) =>
    (template.findResources('AWS::Lambda::Function') as Record<string, Resource>)[
      logicalId(stack.functions.all[name]!.node.defaultChild)
    ]!;
  const variablesOf = (name: string) =>
    (functionOf(name).Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
  const policyText = (name: string) => {
    const roleId = logicalId(stack.functions.all[name]!.role!.node.defaultChild);
    return JSON.stringify(
      Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter(
        (p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
      ),
    );
  };

  it.each(functionNames)('%s gets only variables of the environment contract', (name) => {
    expect(Object.keys(variablesOf(name)).filter((key) => !contractNames.has(key))).toEqual([]);
  });

  it.each(functionNames)(
    '%s has the name of a table, bucket or pool exactly when it is granted it',
    (name) => {
      const resources = {
        [envNames.listingsTable]: stack.data.listings,
        [envNames.profilesTable]: stack.data.profiles,
        [envNames.uploadsBucket]: stack.storage.uploads,
        [envNames.userPoolId]: stack.auth.userPool,
      };
      for (const [variable, resource] of Object.entries(resources)) {
        const granted = policyText(name).includes(logicalId(resource.node.defaultChild));
        expect({ variable, bound: variable in variablesOf(name) }).toEqual({ variable, bound: granted });
      }
    },
  );
});

describe('a queue function in the registry', () => {
  let template: Template;
  const registry: Registry = {
    ...functionRegistry,
    'sample-queue': {
      kind: 'queue',
      description: 'a sample queue consumer',
      sdkClients: [],
      timeoutSeconds: 120,
      entry: 'tests/fixtures/functions/sample-queue.ts',
    },
  };
  beforeAll(() => {
    const stack = new Stack(new App(), 'QueueTest', {
      env: { region: 'eu-west-2', account: '123456789012' },
    });
    const table = (id: string) =>
      new Table(stack, id, { partitionKey: { name: 'id', type: AttributeType.STRING } });
    new Functions(stack, 'Functions', {
      registry,
      grants: { ...functionGrants, 'sample-queue': () => {} },
      resources: {
        userPool: new UserPool(stack, 'Pool'),
        listingsTable: table('Listings'),
        profilesTable: table('Profiles'),
        erasuresTable: table('Erasures'),
        linkPreviewsTable: table('LinkPreviews'),
        uploadsBucket: new Bucket(stack, 'Uploads'),
        rateLimitsTable: table('RateLimits'),
        openAiKey: new Secret(stack, 'OpenAiKey'),
        siteOrigin: 'https://site.example',
      },
    });
    template = Template.fromStack(stack);
  }, 120_000);

  it('is one more Node.js 24 function, with the timeout the registry gives', () => {
    template.resourceCountIs('AWS::Lambda::Function', Object.keys(registry).length);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Timeout: 120,
      Description: Match.stringLikeRegexp('queue function'),
    });
  });

  it('is fed by its own queue, whose visibility timeout is six times the function timeout', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: 720,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 3 },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('parks failing jobs in a dead-letter queue with an alarm on it', () => {
    // Each queue function (the product's and the sample) has a queue and a dead-letter queue.
    template.resourceCountIs('AWS::SQS::Queue', 2 * namesOfKind(registry, 'queue').length);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });
});
