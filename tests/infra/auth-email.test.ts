import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envNames } from '#lambdas/lib/config.ts';
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
  type Resource = { Type: string; Properties?: Record<string, unknown>; DependsOn?: string | string[] };
  let resources: Record<string, Resource>;
  let triggerId: string;
  let distributionId: string;

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

  it('leaves the template without a dependency cycle (pool -> trigger -> site address)', () => {
    const edges = new Map<string, Set<string>>();
    for (const [id, resource] of Object.entries(resources)) {
      const targets = new Set<string>([resource.DependsOn ?? []].flat());
      collectReferences(resource.Properties, targets);
      edges.set(id, new Set([...targets].filter((target) => target in resources)));
    }
    expect(findCycle(edges)).toBeUndefined();
  });
});

/** Every resource a CloudFormation value names with Ref or Fn::GetAtt. */
function collectReferences(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => collectReferences(item, into));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'Ref' && typeof inner === 'string') into.add(inner);
      else if (key === 'Fn::GetAtt' && Array.isArray(inner)) into.add(String(inner[0]));
      else collectReferences(inner, into);
    }
  }
}

/** A cycle in a dependency graph, as the ids along it, or undefined. */
function findCycle(edges: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'open') return [...path.slice(path.indexOf(id)), id];
    state.set(id, 'open');
    path.push(id);
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}
