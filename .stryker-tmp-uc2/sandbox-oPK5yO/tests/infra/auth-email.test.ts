// @ts-nocheck
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { fakeWebBuild, logicalId, removeTestDirs, synthTestApp } from './synth-app';

// Cognito's emails (sign-up and reset codes): through SES when the deployment names a verified
// identity, through Cognito's default sender (50 a day) otherwise; written by the product's
// CustomMessage trigger, with a link to the site (docs/product.md#auth-screen-auth).

afterAll(removeTestDirs);

function emailConfiguration(settings: Parameters<typeof synthTestApp>[1]) {
  const synth = synthTestApp({ webDistDir: fakeWebBuild(), 'aws:cdk:bundling-stacks': [] }, settings);
  const template = Template.fromJSON(synth.assembly.getStackByName(synth.stack.stackName).template);
  const pools = Object.values(template.findResources('AWS::Cognito::UserPool'));
  return pools[0]?.Properties.EmailConfiguration as Record<string, unknown> | undefined;
}

describe('user pool emails', () => {
  it("use Cognito's default sender when no SES identity is named", () => {
    expect(emailConfiguration({})).toEqual({ EmailSendingAccount: 'COGNITO_DEFAULT' });
  }, 120_000);

  it('go through SES from the named, verified address', () => {
    expect(emailConfiguration({ ses: { fromEmail: 'hello@example.com' } })).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Snap List Shift <hello@example.com>',
    });
  }, 120_000);
});

describe('the CustomMessage trigger', () => {
  type Resource = { Type: string; Properties?: Record<string, unknown> };
  let resources: Record<string, Resource>;
  let triggerId: string;
  let distributionId: string;

  // Synth itself refuses a template with a dependency cycle (CDK's CloudFormation validation),
  // which a trigger bound to the pool, or a site address that named the pool, would make.
  beforeAll(() => {
    const synth = synthTestApp({ webDistDir: fakeWebBuild(), 'aws:cdk:bundling-stacks': [] });
    const template = synth.assembly.getStackByName(synth.stack.stackName).template as {
      Resources: Record<string, Resource>;
    };
    resources = template.Resources;
    triggerId = logicalId(synth.stack.functions.all['custom-message']!.node.defaultChild);
    distributionId = logicalId(synth.stack.site.distribution.node.defaultChild);
  }, 120_000);

  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

  it("is the user pool's CustomMessage trigger", () => {
    const [[, pool]] = ofType('AWS::Cognito::UserPool') as [[string, Resource]];
    expect(pool.Properties?.LambdaConfig).toEqual({ CustomMessage: { 'Fn::GetAtt': [triggerId, 'Arn'] } });
  });

  it('may be called by Cognito', () => {
    const permissions = ofType('AWS::Lambda::Permission').map(([, r]) => r.Properties);
    expect(permissions).toContainEqual(
      expect.objectContaining({
        FunctionName: { 'Fn::GetAtt': [triggerId, 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
      }),
    );
  });

  it("links to the site's own address, and is given nothing else of the contract's resources", () => {
    const variables = (
      resources[triggerId]!.Properties!.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(variables[envNames.siteOrigin]).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]],
    });
    for (const key of ['userPoolId', 'listingsTable', 'uploadsBucket', 'openAiSecretId'] as const) {
      expect(variables).not.toHaveProperty(envNames[key]);
    }
  });
});
