import { type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapListShiftStack } from '#infra/stack.ts';
import { recordOutcomeMarginMs } from '#lambdas/analyser/analysis-deadline.ts';
import { functionNames } from '#lambdas/functions.ts';
import { config, envNames } from '#lambdas/lib/runtime/config.ts';
import { fakeWebBuild, logicalId, removeTestDirs, synthTestTemplate } from './synth-app';

// The analysis's cloud resources (docs/design.md#analysis): the analyser's queue, its dead-letter queue and alarm, timeouts
// that fit, and least privilege on the photos and the OpenAI key (docs/design.md#analysis and docs/design.md#security).

let stack: SnapListShiftStack;
let template: Template;

beforeAll(() => {
  ({ stack, template } = synthTestTemplate({ webDistDir: fakeWebBuild() }));
}, 120_000);
afterAll(removeTestDirs);

type Resource = { Properties: Record<string, any> };
const resources = (type: string) => template.findResources(type) as Record<string, Resource>;
const idOf = (name: string) => logicalId(stack.functions.all[name]!.node.defaultChild);
const analyserQueue = () =>
  resources('AWS::SQS::Queue')[logicalId(stack.functions.queue.analyser!.queue.node.defaultChild)]!;

/** The statements of every policy attached to a function's role. */
function statementsOf(name: string): any[] {
  const fn = resources('AWS::Lambda::Function')[idOf(name)]!;
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

const actionsOf = (statement: any): string[] => [statement.Action].flat();
const can = (name: string, action: string) => statementsOf(name).some((s) => actionsOf(s).includes(action));
const secretId = () => Object.keys(resources('AWS::SecretsManager::Secret'))[0]!;
const readsSecret = (name: string) =>
  statementsOf(name).some(
    (s) =>
      actionsOf(s).includes('secretsmanager:GetSecretValue') &&
      JSON.stringify(s.Resource).includes(secretId()),
  );

describe('the analyser queue function', () => {
  it('times out after at least 2 minutes', () => {
    expect(resources('AWS::Lambda::Function')[idOf('analyser')]!.Properties.Timeout).toBeGreaterThanOrEqual(
      120,
    );
  });

  it("has a queue whose visibility timeout is at least 6 times the function's", () => {
    const timeout = resources('AWS::Lambda::Function')[idOf('analyser')]!.Properties.Timeout as number;
    expect(analyserQueue().Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
  });

  it('has a dead-letter queue with an alarm on it', () => {
    const dlq = logicalId(stack.functions.queue.analyser!.failedJobs.node.defaultChild);
    expect(analyserQueue().Properties.RedrivePolicy.deadLetterTargetArn).toEqual({
      'Fn::GetAtt': [dlq, 'Arn'],
    });
    const alarms = Object.values(resources('AWS::CloudWatch::Alarm')).filter((alarm) =>
      JSON.stringify(alarm.Properties.Dimensions ?? []).includes(dlq),
    );
    // One on jobs waiting there, one on jobs its consumer took (which then wait no more).
    expect(alarms.map((alarm) => [alarm.Properties.MetricName, alarm.Properties.Threshold]).sort()).toEqual([
      ['ApproximateNumberOfMessagesVisible', 0],
      ['NumberOfMessagesReceived', 0],
    ]);
  });

  it('is fed by that queue, and the listings function may send to it', () => {
    expect(can('listings', 'sqs:SendMessage')).toBe(true);
    expect(can('generate-listing', 'sqs:SendMessage')).toBe(false);
  });
});

describe('least privilege on the OpenAI key and the photos', () => {
  it.each(functionNames)(
    '%s reads the OpenAI secret only if it is the analyser or generate-listing',
    (name) => {
      expect(readsSecret(name)).toBe(name === 'analyser' || name === 'generate-listing');
    },
  );

  it.each(functionNames)('%s reads photo bytes only if it needs them', (name) => {
    // listings signs the browser's photo URLs and checks an upload's first bytes; the two AI
    // functions send the photo to the model; ebay-listings signs the GETs eBay fetches the
    // item's photos with (docs/product.md#list-on-ebay); no other function reads a photo.
    expect(can(name, 's3:GetObject')).toBe(
      ['analyser', 'generate-listing', 'listings', 'ebay-listings'].includes(name),
    );
  });

  it('gives the functions the secret ARN, never a key', () => {
    for (const name of ['analyser', 'generate-listing']) {
      const variables = resources('AWS::Lambda::Function')[idOf(name)]!.Properties.Environment.Variables;
      expect(variables[envNames.openAiSecretId]).toEqual({ Ref: secretId() });
      expect(variables).not.toHaveProperty(envNames.openAiApiKey);
    }
  });

  it('holds no secret value in the template', () => {
    const secret = resources('AWS::SecretsManager::Secret')[secretId()]!;
    expect(secret.Properties).not.toHaveProperty('SecretString');
    expect(JSON.stringify(template.toJSON())).not.toMatch(/sk-[A-Za-z0-9_-]{10,}/);
  });
});

describe('every analysis ends in the cloud', () => {
  it("has a deadline for each job below the analyser's timeout, with room to record the outcome", () => {
    const timeout = resources('AWS::Lambda::Function')[idOf('analyser')]!.Properties.Timeout as number;
    expect(config.analysisDeadlineMs() + recordOutcomeMarginMs).toBeLessThanOrEqual(timeout * 1000);
  });

  it("feeds the analyser's dead-letter queue to the function that records the failure", () => {
    const dlq = logicalId(stack.functions.queue.analyser!.failedJobs.node.defaultChild);
    const mappings = Object.values(resources('AWS::Lambda::EventSourceMapping')).filter((mapping) =>
      JSON.stringify(mapping.Properties.EventSourceArn).includes(dlq),
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties.FunctionName).toEqual({ Ref: idOf('analysis-dead-letters') });
    expect(can('analysis-dead-letters', 'dynamodb:UpdateItem')).toBe(true);
    expect(can('analysis-dead-letters', 'dynamodb:Scan')).toBe(false);
  });

  it('runs the sweeper every 5 minutes, querying only the waiting-analyses index', () => {
    const rules = Object.values(resources('AWS::Events::Rule')).filter((rule) =>
      JSON.stringify(rule.Properties.Targets).includes(idOf('analysis-sweeper')),
    );
    expect(rules.map((rule) => rule.Properties.ScheduleExpression)).toEqual(['rate(5 minutes)']);
    const query = statementsOf('analysis-sweeper').find((s) => actionsOf(s).includes('dynamodb:Query'));
    expect(JSON.stringify(query.Resource)).toContain('/index/waiting-analyses');
    expect(can('analysis-sweeper', 'dynamodb:Scan')).toBe(false);
  });

  it('gives the listings table the sparse index of waiting analyses, keys only', () => {
    const table = resources('AWS::DynamoDB::Table')[logicalId(stack.data.listings.node.defaultChild)]!;
    expect(table.Properties.GlobalSecondaryIndexes).toContainEqual({
      IndexName: 'waiting-analyses',
      KeySchema: [
        { AttributeName: 'analysis_waiting', KeyType: 'HASH' },
        { AttributeName: 'analysis_waiting_since', KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'KEYS_ONLY' },
    });
  });
});
