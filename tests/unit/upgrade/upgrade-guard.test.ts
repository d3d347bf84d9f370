import { describe, expect, it } from 'vitest';
import { checkUpgrade, resolvePseudo, type CfnTemplate } from '#infra/upgrade/upgrade-guard.ts';

// The guard itself on the released 0.1.0 template (infra/releases/), changed by hand the way a
// careless commit would change it: each break is found, each harmless change is not.

import { readRelease } from '#infra/upgrade/releases.ts';

const pseudo = { account: '123456789012', region: 'eu-west-2' };
const released = readRelease('0.1.0');
const listings = 'DataListings4631E74A';
const domain = 'AuthUserPoolHostedDomain12537CD3';
const pool = 'AuthUserPool8115E87F';

/** The released template, changed by `change` on a deep copy. */
function changed(change: (resources: Record<string, any>) => void): CfnTemplate {
  const copy = structuredClone(released) as { Resources: Record<string, any> };
  change(copy.Resources);
  return copy;
}

const gsi = (name: string, key = 'extra_key') => ({
  IndexName: name,
  KeySchema: [
    { AttributeName: 'userId', KeyType: 'HASH' },
    { AttributeName: key, KeyType: 'RANGE' },
  ],
  Projection: { ProjectionType: 'KEYS_ONLY' },
});

function addAttribute(table: any, name: string, type = 'S') {
  table.Properties.AttributeDefinitions.push({ AttributeName: name, AttributeType: type });
}

describe('the upgrade guard', () => {
  it('finds nothing between a template and itself', () => {
    expect(checkUpgrade(released, released, pseudo)).toEqual([]);
  });

  it('lets one new index on a table through', () => {
    const next = changed((r) => {
      addAttribute(r[listings], 'extra_key');
      r[listings].Properties.GlobalSecondaryIndexes.push(gsi('extra'));
    });
    expect(checkUpgrade(released, next, pseudo)).toEqual([]);
  });

  it('fails a second new index on the same table in one update', () => {
    const next = changed((r) => {
      addAttribute(r[listings], 'extra_key');
      r[listings].Properties.GlobalSecondaryIndexes.push(gsi('extra'), gsi('second'));
    });
    const [violation, ...rest] = checkUpgrade(released, next, pseudo);
    expect(rest).toEqual([]);
    expect(violation).toMatchObject({
      kind: 'index-steps',
      resource: listings,
      indexes: {
        before: ['readyByUser', 'waiting-analyses', 'pending-deletions'],
        created: ['extra', 'second'],
        deleted: [],
      },
    });
    expect(violation!.message).toContain('one update creates extra, second');
  });

  it('counts a deleted index and a created one as two steps, and refuses the deletion no setting names', () => {
    const next = changed((r) => {
      addAttribute(r[listings], 'extra_key');
      r[listings].Properties.GlobalSecondaryIndexes.splice(2, 1, gsi('extra'));
    });
    expect(checkUpgrade(released, next, pseudo)).toMatchObject([
      { kind: 'index-steps', indexes: { created: ['extra'], deleted: ['pending-deletions'] } },
      { kind: 'index-dropped', index: 'pending-deletions' },
    ]);
  });

  it('fails an index kept by name with other keys', () => {
    const next = changed((r) => {
      addAttribute(r[listings], 'extra_key');
      r[listings].Properties.GlobalSecondaryIndexes[0] = gsi('readyByUser');
    });
    expect(checkUpgrade(released, next, pseudo)).toMatchObject([
      { kind: 'index-changed', resource: listings },
    ]);
  });

  it('fails a replaced pool domain, with the prefixes before and after', () => {
    const next = changed((r) => {
      r[domain].Properties.Domain = 'snap-list-shift-someone-else';
    });
    expect(checkUpgrade(released, next, pseudo)).toEqual([
      expect.objectContaining({
        kind: 'replaced',
        resource: domain,
        type: 'AWS::Cognito::UserPoolDomain',
        change: {
          property: 'Domain',
          before: 'snap-list-shift-prod-eu-west-2-123456789012',
          after: 'snap-list-shift-someone-else',
        },
      }),
    ]);
  });

  it('fails a pool that would sign in by another attribute', () => {
    const next = changed((r) => {
      r[pool].Properties.UsernameAttributes = ['phone_number'];
    });
    expect(checkUpgrade(released, next, pseudo)).toMatchObject([
      { kind: 'replaced', resource: pool, change: { property: 'UsernameAttributes' } },
    ]);
  });

  it('fails a table whose logical id changes', () => {
    const next = changed((r) => {
      r.DataListingsRenamed = r[listings];
      delete r[listings];
    });
    expect(checkUpgrade(released, next, pseudo)).toMatchObject([{ kind: 'removed', resource: listings }]);
  });

  it("fails a table key's change of type", () => {
    const next = changed((r) => {
      r[listings].Properties.AttributeDefinitions.find((d: any) => d.AttributeName === 'id').AttributeType =
        'N';
    });
    const violations = checkUpgrade(released, next, pseudo);
    expect(violations.map((v) => [v.kind, v.change?.property ?? v.resource])).toContainEqual([
      'replaced',
      'KeySchema',
    ]);
  });

  it('fails a bucket given a physical name once, as a rename', () => {
    const bucket = Object.keys(released.Resources!).find((id) => id.startsWith('StorageUploads'))!;
    const next = changed((r) => {
      r[bucket].Properties.BucketName = 'snap-list-shift-uploads';
    });
    expect(checkUpgrade(released, next, pseudo)).toMatchObject([
      { kind: 'renamed', resource: bucket, change: { property: 'BucketName', before: undefined } },
    ]);
  });

  it('lets a function without data go (a new logical id makes a new one)', () => {
    const fn = Object.keys(released.Resources!).find(
      (id) => released.Resources![id]!.Type === 'AWS::Lambda::Function',
    )!;
    const next = changed((r) => {
      delete r[fn];
    });
    expect(checkUpgrade(released, next, pseudo)).toEqual([]);
  });
});

describe('pseudo parameters', () => {
  it('joins an account-wide name with the account and region', () => {
    const joined = { 'Fn::Join': ['-', ['a', { Ref: 'AWS::Region' }, { Ref: 'AWS::AccountId' }]] };
    expect(resolvePseudo({ Domain: joined }, pseudo)).toEqual({ Domain: 'a-eu-west-2-123456789012' });
  });

  it('leaves a join with a reference to a resource as it is', () => {
    const joined = { 'Fn::Join': ['', ['a', { Ref: 'Pool' }]] };
    expect(resolvePseudo(joined, pseudo)).toEqual(joined);
  });
});
