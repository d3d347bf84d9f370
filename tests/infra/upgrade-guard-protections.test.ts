import { beforeAll, describe, expect, it } from 'vitest';
import { releasePseudo, synthReleaseTemplate } from '#infra/upgrade/release-synth.ts';
import { checkUpgrade, type CfnTemplate } from '#infra/upgrade/upgrade-guard.ts';

// What the upgrade guard refuses besides replaced names and indexes (docs/operator-guide.md#updating),
// on today's synthesised template and a copy changed the way a careless commit would change
// the code: a kept table made deletable, its backups turned off, a pool's fixed settings
// changed, the app client or a queue replaced. And the same domain written another way, which
// it must let through.

type Resources = Record<string, { Type: string; Properties: Record<string, any>; DeletionPolicy?: string }>;

let today: CfnTemplate;
beforeAll(() => {
  today = synthReleaseTemplate();
}, 180_000);

/** The logical id of the only resource of `type` whose id starts with `prefix`. */
function idOf(type: string, prefix = ''): string {
  const ids = Object.entries(today.Resources!)
    .filter(([id, resource]) => resource.Type === type && id.startsWith(prefix))
    .map(([id]) => id);
  expect(ids).toHaveLength(1);
  return ids[0]!;
}

function changed(change: (resources: Resources) => void): CfnTemplate {
  const copy = structuredClone(today) as { Resources: Resources };
  change(copy.Resources);
  return copy;
}

const check = (after: CfnTemplate) => checkUpgrade(today, after, releasePseudo);
const kinds = (after: CfnTemplate) => check(after).map((v) => `${v.kind} ${v.resource}`);

describe('the guard refuses', () => {
  it("a table's Retain turned to Delete with deletion protection off, saying the items go with the stack", () => {
    const table = idOf('AWS::DynamoDB::Table', 'DataListings');
    const after = changed((r) => {
      r[table]!.DeletionPolicy = 'Delete';
      r[table]!.Properties.DeletionProtectionEnabled = false;
    });
    const [violation, ...rest] = check(after);
    expect(rest).toEqual([]);
    expect(violation).toMatchObject({ kind: 'unprotected', resource: table });
    expect(violation!.message).toContain(
      'its DeletionPolicy changes from Retain to Delete with deletion protection off, so deleting the stack',
    );
    expect(violation!.message).toContain('every item in the table with it');
  });

  it('but not Retain turned to Delete while deletion protection stays on (CloudFormation cannot delete it)', () => {
    const table = idOf('AWS::DynamoDB::Table', 'DataListings');
    expect(kinds(changed((r) => void (r[table]!.DeletionPolicy = 'Delete')))).toEqual([]);
  });

  it('point-in-time recovery turned off on a table', () => {
    const table = idOf('AWS::DynamoDB::Table', 'DataProfiles');
    const after = changed((r) => {
      r[table]!.Properties.PointInTimeRecoverySpecification = { PointInTimeRecoveryEnabled: false };
    });
    const [violation, ...rest] = check(after);
    expect(rest).toEqual([]);
    expect(violation).toMatchObject({ kind: 'recovery-off', resource: table });
    expect(violation!.message).toContain("deletes the table's continuous backups");
  });

  it("the user pool's user name case sensitivity changed", () => {
    const pool = idOf('AWS::Cognito::UserPool');
    const after = changed((r) => void (r[pool]!.Properties.UsernameConfiguration = { CaseSensitive: true }));
    const [violation, ...rest] = check(after);
    expect(rest).toEqual([]);
    expect(violation).toMatchObject({ kind: 'replaced', resource: pool });
    expect(violation!.message).toContain('user name case sensitivity');
    expect(violation!.message).toContain('every user account (nobody can sign in)');
  });

  it("the user pool's required attributes changed, but not a new optional attribute", () => {
    const pool = idOf('AWS::Cognito::UserPool');
    const attribute = (Name: string, Required: boolean) => ({
      Name,
      Required,
      Mutable: true,
      AttributeDataType: 'String',
    });
    const required = changed((r) => r[pool]!.Properties.Schema.push(attribute('name', true)));
    const [violation] = check(required);
    expect(violation).toMatchObject({
      kind: 'replaced',
      resource: pool,
      change: { property: 'Schema', before: ['email'], after: ['email', 'name'] },
    });
    expect(violation!.message).toContain(
      'its required attributes would go from ["email"] to ["email","name"]',
    );
    const optional = changed((r) => r[pool]!.Properties.Schema.push(attribute('nickname', false)));
    expect(kinds(optional)).toEqual([]);
  });

  it('the app client replaced, by a new logical id or a client secret, saying everyone is signed out', () => {
    const client = idOf('AWS::Cognito::UserPoolClient');
    const moved = changed((r) => {
      r[`${client}New`] = r[client]!;
      delete r[client];
    });
    const [removed] = check(moved);
    expect(removed).toMatchObject({ kind: 'removed', resource: client });
    expect(removed!.message).toContain('every session: everyone is signed out');
    const secret = changed((r) => void (r[client]!.Properties.GenerateSecret = true));
    expect(kinds(secret)).toEqual([`replaced ${client}`]);
  });

  it.each([
    ['the analysis queue', 'Functionsanalyserqueue'],
    ['its dead-letter queue', 'Functionsanalyserdlq'],
  ])('%s replaced, saying the waiting jobs are lost', (_, prefix) => {
    const queue = idOf('AWS::SQS::Queue', prefix);
    const moved = changed((r) => {
      r[`${queue}New`] = r[queue]!;
      delete r[queue];
    });
    const [removed] = check(moved);
    expect(removed).toMatchObject({ kind: 'removed', resource: queue });
    expect(removed!.message).toContain('the jobs waiting in the queue');
    const fifo = changed((r) => void (r[queue]!.Properties.FifoQueue = true));
    expect(kinds(fifo)).toContain(`replaced ${queue}`);
  });
});

describe('the guard lets through', () => {
  const domain = () => idOf('AWS::Cognito::UserPoolDomain');

  it('the same Cognito domain written with Fn::Sub instead of Fn::Join', () => {
    const before = (today.Resources![domain()]!.Properties as { Domain: unknown }).Domain;
    expect(before).toHaveProperty('Fn::Join');
    const after = changed((r) => {
      r[domain()]!.Properties.Domain = { 'Fn::Sub': 'snap-list-shift-prod-eu-west-2-${AWS::AccountId}' };
    });
    expect(kinds(after)).toEqual([]);
    const withVariables = changed((r) => {
      r[domain()]!.Properties.Domain = {
        'Fn::Sub': ['${Prefix}-${AWS::Region}-${AWS::AccountId}', { Prefix: 'snap-list-shift-prod' }],
      };
    });
    expect(kinds(withVariables)).toEqual([]);
  });

  it('but not another domain written with Fn::Sub', () => {
    const after = changed((r) => {
      r[domain()]!.Properties.Domain = { 'Fn::Sub': 'snap-list-shift-dev-eu-west-2-${AWS::AccountId}' };
    });
    expect(kinds(after)).toEqual([`replaced ${domain()}`]);
  });
});
