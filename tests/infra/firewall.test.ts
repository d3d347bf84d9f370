import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestsPerAddressPer5Minutes } from '#infra/constructs/firewall.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { noWebBuild, removeTestDirs, synthTestApp } from './synth-app';

// Abuse held at the door (docs/operator-guide.md#abuse-at-the-door): AWS WAF on CloudFront
// (its web ACL in a us-east-1 stack of its own, whatever the main stack's region) and on the
// Cognito user pool, each a rate-based rule per address and the AWS managed rule groups.

type Json = Record<string, any>;
let main: Json;
let edge: Json;
let edgeRegion: string | undefined;

beforeAll(() => {
  const { assembly, stack } = synthTestApp({ webDistDir: noWebBuild(), 'aws:cdk:bundling-stacks': [] });
  main = assembly.getStackByName(stack.stackName).template as Json;
  const edgeArtifact = assembly.getStackByName(`${stack.stackName}-edge`);
  edge = edgeArtifact.template as Json;
  edgeRegion = edgeArtifact.environment.region;
}, 180_000);
afterAll(removeTestDirs);

const ofType = (template: Json, type: string) =>
  Object.entries(template.Resources as Record<string, Json>).filter(([, r]) => r.Type === type);

function expectRules(webAcl: Json, limit: number) {
  const rules = webAcl.Properties.Rules as Json[];
  expect(rules[0]).toMatchObject({
    Name: 'requests-per-address',
    Action: { Block: {} },
    Statement: { RateBasedStatement: { Limit: limit, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } },
  });
  expect(rules.slice(1).map((rule) => rule.Statement.ManagedRuleGroupStatement)).toMatchObject([
    { VendorName: 'AWS', Name: 'AWSManagedRulesAmazonIpReputationList' },
    { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' },
    { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' },
  ]);
  expect(webAcl.Properties.DefaultAction).toEqual({ Allow: {} });
}

describe('the CloudFront web ACL', () => {
  it('is in a stack of its own in us-east-1, of scope CLOUDFRONT, while the main stack is in eu-west-2', () => {
    expect(edgeRegion).toBe('us-east-1');
    const [[, webAcl]] = ofType(edge, 'AWS::WAFv2::WebACL') as [[string, Json]];
    expect(webAcl.Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      Name: 'snap-list-shift-prod-eu-west-2-edge',
    });
    expectRules(webAcl, requestsPerAddressPer5Minutes.CLOUDFRONT);
  });

  it('guards the distribution, site and /api/* alike', () => {
    const [[, distribution]] = ofType(main, 'AWS::CloudFront::Distribution') as [[string, Json]];
    const webAclId = distribution.Properties.DistributionConfig.WebACLId;
    expect(webAclId).toBeDefined();
    // Read from the edge stack's output in us-east-1 (CloudFormation's Fn::GetStackOutput), never a literal.
    expect(webAclId).toEqual({
      'Fn::GetStackOutput': {
        StackName: 'SnapListShift-edge',
        OutputName: expect.any(String),
        Region: 'us-east-1',
      },
    });
  });
});

describe("the user pool's web ACL", () => {
  it('is REGIONAL, in the main stack, and associated with the pool', () => {
    const [[id, webAcl]] = ofType(main, 'AWS::WAFv2::WebACL') as [[string, Json]];
    expect(webAcl.Properties.Scope).toBe('REGIONAL');
    expectRules(webAcl, requestsPerAddressPer5Minutes.REGIONAL);
    const [[, association]] = ofType(main, 'AWS::WAFv2::WebACLAssociation') as [[string, Json]];
    const [[poolId]] = ofType(main, 'AWS::Cognito::UserPool') as [[string, Json]];
    expect(association.Properties).toEqual({
      ResourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [id, 'Arn'] },
    });
  });
});

describe('the execute-api address', () => {
  const secretRef = () => {
    const [[secretId]] = ofType(main, 'AWS::SecretsManager::Secret').filter(([id]) =>
      id.startsWith('OriginVerify'),
    ) as [[string, Json]];
    return secretId;
  };

  it("is sent CloudFront's secret origin header on /api/*, read from Secrets Manager at deploy time", () => {
    const [[, distribution]] = ofType(main, 'AWS::CloudFront::Distribution') as [[string, Json]];
    const apiOrigin = (distribution.Properties.DistributionConfig.Origins as Json[]).find(
      (origin) => origin.CustomOriginConfig,
    );
    const [header] = apiOrigin!.OriginCustomHeaders as Json[];
    expect(header!.HeaderName).toBe('x-origin-verify');
    expect(JSON.stringify(header!.HeaderValue)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(header!.HeaderValue)).toContain(secretRef());
  });

  it('is refused by every API function without it: each is given the same value, and no output shows it', () => {
    const [[, distribution]] = ofType(main, 'AWS::CloudFront::Distribution') as [[string, Json]];
    const apiOrigin = (distribution.Properties.DistributionConfig.Origins as Json[]).find(
      (origin) => origin.CustomOriginConfig,
    );
    const expected = apiOrigin!.OriginCustomHeaders[0].HeaderValue;
    const integrations = ofType(main, 'AWS::ApiGatewayV2::Integration').map(([, i]) =>
      JSON.stringify(i.Properties.IntegrationUri),
    );
    const apiFunctions = ofType(main, 'AWS::Lambda::Function').filter(([id]) =>
      integrations.some((uri) => uri.includes(`"${id}"`)),
    );
    expect(apiFunctions.length).toBeGreaterThan(3);
    for (const [, fn] of apiFunctions)
      expect(fn.Properties.Environment.Variables[envNames.originVerifySecret]).toEqual(expected);
    expect(JSON.stringify(main.Outputs)).not.toContain('secretsmanager:');
    expect(JSON.stringify(main.Outputs)).not.toContain(`"${secretRef()}"`);
  });
});

describe('cfn-lint', () => {
  const installed = spawnSync('cfn-lint', ['--version']).status === 0;
  it.skipIf(!installed)('finds nothing in the edge template', () => {
    const dir = mkdtempSync(join(tmpdir(), 'snap-list-shift-lint-edge-'));
    const file = join(dir, 'edge.json');
    writeFileSync(file, JSON.stringify(edge));
    try {
      execFileSync('cfn-lint', ['--', file], { encoding: 'utf8' });
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      expect.fail(`cfn-lint found:\n${stdout ?? ''}${stderr ?? ''}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
