import { type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapListShiftStack } from '#infra/stack.ts';
import { fakeWebBuild, logicalId, removeTestDirs, synthTestTemplate } from './synth-app';

// The eBay orders poll in the cloud (docs/architecture/backend.md#sold-on-ebay): its schedule and
// least privilege, a Scan of the profiles table and nothing wider.

let stack: SnapListShiftStack;
let template: Template;

beforeAll(() => {
  ({ stack, template } = synthTestTemplate({ webDistDir: fakeWebBuild() }));
}, 120_000);
afterAll(removeTestDirs);

type Resource = { Properties: Record<string, any> };
const resources = (type: string) => template.findResources(type) as Record<string, Resource>;
const idOf = (name: string) => logicalId(stack.functions.all[name]!.node.defaultChild);

function statementsOf(name: string): any[] {
  const fn = resources('AWS::Lambda::Function')[idOf(name)]!;
  const role = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return Object.values(resources('AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${role}"`))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}
const actionsOf = (statement: any): string[] => [statement.Action].flat();

describe('the eBay orders poll', () => {
  it('runs every 15 minutes', () => {
    const rules = Object.values(resources('AWS::Events::Rule')).filter((rule) =>
      JSON.stringify(rule.Properties.Targets).includes(idOf('ebay-orders')),
    );
    expect(rules.map((rule) => rule.Properties.ScheduleExpression)).toEqual(['rate(15 minutes)']);
  });

  it('scans the profiles table only, reads and writes single items, and touches nothing else', () => {
    const profiles = logicalId(stack.data.profiles.node.defaultChild);
    const listings = logicalId(stack.data.listings.node.defaultChild);
    const statements = statementsOf('ebay-orders');
    const scans = statements.filter((s) => actionsOf(s).includes('dynamodb:Scan'));
    expect(scans).toHaveLength(1);
    expect(JSON.stringify(scans[0].Resource)).toContain(profiles);
    expect(JSON.stringify(scans[0].Resource)).not.toContain(listings);
    const actions = new Set(statements.flatMap(actionsOf));
    for (const action of actions) {
      expect(['dynamodb:Scan', 'dynamodb:GetItem', 'dynamodb:UpdateItem']).toContain(action);
    }
    expect(JSON.stringify(statements)).not.toMatch(/s3:|sqs:|secretsmanager:|cognito-idp:/);
  });
});
