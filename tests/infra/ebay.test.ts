import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ebayTokenContextKeys, ebayTokenPurposes } from '#infra/constructs/ebay-grants.ts';
import type { SnapListShiftStack } from '#infra/stack.ts';
import { checkUpgrade } from '#infra/upgrade/upgrade-guard.ts';
import { tokenContext } from '#lambdas/lib/adapters/ebay/sealed-ebay-access.ts';
import { functionNames } from '#lambdas/functions.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { createTestApp, logicalId, noWebBuild, removeTestDirs, tempDir } from './synth-app';

// eBay in the cloud (docs/operator-guide.md#ebay): with the settings' `ebay` block, the functions
// that act for a seller get the eBay app, the client secret by name and the tokens' KMS key;
// the deletion notification gets the verification token by name and its endpoint's URL; no
// other function sees any of it, and no secret's value is in the template. Without the block,
// nothing of eBay is built. Synthesised with cdk-nag on, functions not bundled.

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };
interface Synth {
  stack: SnapListShiftStack;
  resources: Record<string, Resource>;
  outputs: Record<string, { Value: unknown }>;
  text: string;
  nagErrors: string[];
}

const ebaySettings = {
  clientId: 'SnapList-Test-SBX-0123456789',
  ruName: 'Snap_List-Test-RuName',
  environment: 'sandbox',
  clientSecretName: 'test/ebay-client-secret',
  verificationTokenSecretName: 'test/ebay-verification-token',
} as const;
/** In the synthesising process's environment: it must reach no template. */
const canarySecret = 'CANARY-client-secret-never-in-a-template';
const canaryToken = 'CANARY_verification_token_never_in_a_template_0123';

function synth(settings: Record<string, unknown>): Synth {
  const testApp = createTestApp(
    { nag: 'true', webDistDir: noWebBuild(), 'aws:cdk:bundling-stacks': [] },
    settings,
  );
  let nagErrors: string[] = [];
  try {
    testApp.app.synth();
  } catch (error) {
    nagErrors = [String(error)];
  }
  const report = join(testApp.outdir, 'validation-report.json');
  if (existsSync(report)) {
    const parsed = JSON.parse(readFileSync(report, 'utf8')) as {
      pluginReports: {
        violations: {
          ruleName: string;
          severity: string;
          violatingConstructs: { constructPath: string }[];
        }[];
      }[];
    };
    nagErrors.push(
      ...parsed.pluginReports.flatMap((p) =>
        p.violations
          .filter((v) => v.severity === 'error')
          .flatMap((v) => v.violatingConstructs.map((c) => `${v.ruleName} at ${c.constructPath}`)),
      ),
    );
  }
  const text = readFileSync(join(testApp.outdir, `${testApp.stack.stackName}.template.json`), 'utf8');
  const json = JSON.parse(text) as { Resources: Record<string, Resource>; Outputs: Synth['outputs'] };
  return { stack: testApp.stack, resources: json.Resources, outputs: json.Outputs, text, nagErrors };
}

let withEbay: Synth;
let withoutEbay: Synth;
beforeAll(() => {
  vi.stubEnv(envNames.ebayClientSecret, canarySecret);
  vi.stubEnv(envNames.ebayVerificationToken, canaryToken);
  withEbay = synth({ ebay: ebaySettings });
  withoutEbay = synth({});
  vi.unstubAllEnvs();
}, 240_000);
afterAll(removeTestDirs);

const ebayVariables: string[] = Object.entries(envNames)
  .filter(([key]) => key.startsWith('ebay'))
  .map(([, name]) => name);

function variablesOf(s: Synth, name: string): Record<string, unknown> {
  const id = logicalId(s.stack.functions.all[name]!.node.defaultChild);
  return (s.resources[id]!.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
}
function ebayVariablesOf(s: Synth, name: string): string[] {
  return Object.keys(variablesOf(s, name)).filter((key) => ebayVariables.includes(key));
}
/** The statements of the policies attached to a function's role. */
function statementsOf(s: Synth, name: string): Record<string, any>[] {
  const roleId = logicalId(s.stack.functions.all[name]!.role!.node.defaultChild);
  return Object.values(s.resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((p) => JSON.stringify(p.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Record<string, any>[]);
}
const keyId = () => logicalId(withEbay.stack.ebay!.tokenKey.node.defaultChild);
const actionsOf = (statement: Record<string, any>) => [statement.Action].flat() as string[];
const mentions = (statements: Record<string, any>[], text: string) =>
  statements.filter((statement) => JSON.stringify(statement.Resource).includes(text));

describe('with eBay in the settings', () => {
  it('gives the functions that act for a seller (connect, list, poll orders) the eBay app, the client secret by name and the key', () => {
    for (const name of ['profile', 'ebay-listings', 'ebay-orders']) {
      expect(variablesOf(withEbay, name)).toMatchObject({
        [envNames.ebayAuthOrigin]: 'https://auth.sandbox.ebay.com',
        [envNames.ebayApiOrigin]: 'https://api.sandbox.ebay.com',
        [envNames.ebayClientId]: ebaySettings.clientId,
        [envNames.ebayRuName]: ebaySettings.ruName,
        [envNames.ebayClientSecretId]: ebaySettings.clientSecretName,
        [envNames.ebayTokenKmsKeyId]: { 'Fn::GetAtt': [keyId(), 'Arn'] },
      });
      expect(ebayVariablesOf(withEbay, name).sort()).toEqual(
        [
          envNames.ebayAuthOrigin,
          envNames.ebayApiOrigin,
          envNames.ebayClientId,
          envNames.ebayRuName,
          envNames.ebayClientSecretId,
          envNames.ebayTokenKmsKeyId,
        ].sort(),
      );
    }
  });

  it('gives the deletion notification the app, both secrets by name and the endpoint, but no key', () => {
    expect(variablesOf(withEbay, 'ebay-notifications')).toMatchObject({
      [envNames.ebayClientSecretId]: ebaySettings.clientSecretName,
      [envNames.ebayVerificationTokenSecretId]: ebaySettings.verificationTokenSecretName,
      [envNames.ebayDeletionEndpoint]: {
        'Fn::Join': [
          '',
          ['https://', { 'Fn::GetAtt': [expect.any(String), 'DomainName'] }, '/api/ebay/account-deletion'],
        ],
      },
    });
    expect(variablesOf(withEbay, 'ebay-notifications')).not.toHaveProperty(envNames.ebayTokenKmsKeyId);
  });

  it('gives no other function any eBay setting (account deletes the connection as an item)', () => {
    const others = functionNames.filter(
      (n) => !['profile', 'ebay-listings', 'ebay-notifications', 'ebay-orders'].includes(n),
    );
    expect(others).toContain('account');
    for (const name of others)
      expect({ name, variables: ebayVariablesOf(withEbay, name) }).toEqual({ name, variables: [] });
  });

  it("puts no secret's value in the template: names only, never a plain client secret or token", () => {
    expect(withEbay.text).not.toContain(canarySecret);
    expect(withEbay.text).not.toContain(canaryToken);
    for (const name of functionNames) {
      expect(variablesOf(withEbay, name)).not.toHaveProperty(envNames.ebayClientSecret);
      expect(variablesOf(withEbay, name)).not.toHaveProperty(envNames.ebayVerificationToken);
    }
    expect(withEbay.text).not.toMatch(/resolve:secretsmanager:test\/ebay/);
  });

  it('lets only those functions read each secret', () => {
    const readers = (secretName: string) =>
      functionNames.filter((name) =>
        mentions(statementsOf(withEbay, name), `secret:${secretName}-??????`).some((s) =>
          actionsOf(s).includes('secretsmanager:GetSecretValue'),
        ),
      );
    expect(readers(ebaySettings.clientSecretName).sort()).toEqual([
      'ebay-listings',
      'ebay-notifications',
      'ebay-orders',
      'profile',
    ]);
    expect(readers(ebaySettings.verificationTokenSecretName)).toEqual(['ebay-notifications']);
  });

  it('keeps the tokens under a customer-managed key: rotated, retained, an alias per stage and region', () => {
    const key = withEbay.resources[keyId()]!;
    expect(key.Properties.EnableKeyRotation).toBe(true);
    expect(key.DeletionPolicy).toBe('Retain');
    const aliases = Object.values(withEbay.resources).filter((r) => r.Type === 'AWS::KMS::Alias');
    expect(aliases.map((a) => a.Properties.AliasName)).toContain(
      'alias/snap-list-shift-prod-eu-west-2-ebay-tokens',
    );
  });

  it('lets only the functions that act for a seller use the key, for data keys with the tokens’ context only', () => {
    const users = functionNames.filter((name) => mentions(statementsOf(withEbay, name), keyId()).length > 0);
    expect(users.sort()).toEqual(['ebay-listings', 'ebay-orders', 'profile']);
    for (const name of users) {
      const [statement] = mentions(statementsOf(withEbay, name), keyId());
      expect(actionsOf(statement!).sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
      expect(statement!.Condition).toEqual({
        'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['userId', 'purpose'] },
        StringEquals: { 'kms:EncryptionContext:purpose': ['ebay-access', 'ebay-refresh'] },
        Null: { 'kms:EncryptionContext:userId': 'false' },
      });
    }
  });

  it("names the same encryption context as the token cipher's", () => {
    expect(Object.keys(tokenContext('u', 'ebay-access'))).toEqual(ebayTokenContextKeys);
    expect(ebayTokenPurposes).toEqual(['ebay-access', 'ebay-refresh']);
  });

  it.each(['EbayTokenRefreshFailures', 'EbayConnectionsNeedReconnect', 'EbayOrderPollFailures'])(
    'alarms on %s, to the alarm topic',
    (metric) => {
      const alarm = Object.values(withEbay.resources).find(
        (r) => r.Type === 'AWS::CloudWatch::Alarm' && r.Properties.MetricName === metric,
      );
      expect(alarm?.Properties).toMatchObject({
        AlarmName: `snap-list-shift-prod-eu-west-2-${metric}`,
        Namespace: 'SnapListShift',
        Dimensions: [
          { Name: 'service', Value: 'snap-list-shift' },
          { Name: 'stage', Value: 'prod' },
        ],
        AlarmActions: [{ Ref: logicalId(withEbay.stack.alarms.topic.node.defaultChild) }],
      });
    },
  );

  it("prints what the operator enters in eBay's portal", () => {
    expect(withEbay.outputs.EbayDeletionEndpoint?.Value).toEqual(
      withEbay.stack.resolve(withEbay.stack.ebay!.deletionEndpoint),
    );
    expect(JSON.stringify(withEbay.outputs.EbayReturnUrl?.Value)).toContain('/settings/ebay');
    expect(withEbay.outputs.EbayTokenKeyArn).toBeDefined();
  });

  it('passes cdk-nag, each deliberate finding acknowledged with a reason', () => {
    expect(withEbay.nagErrors).toEqual([]);
  });

  // A reference cycle (the notification function names the site, the site the API) would only
  // fail in CloudFormation; cfn-lint finds it here. W3005: see stages-and-regions.test.ts.
  it.skipIf(spawnSync('cfn-lint', ['--version']).status !== 0)(
    'passes cfn-lint',
    () => {
      const file = join(tempDir('snap-list-shift-ebay-lint-'), 'template.json');
      writeFileSync(file, withEbay.text);
      try {
        execFileSync('cfn-lint', ['--ignore-checks', 'W3005', '--', file], { encoding: 'utf8' });
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        expect.fail(`cfn-lint found:\n${stdout ?? ''}${stderr ?? ''}`);
      }
    },
    300_000,
  );
});

describe('without eBay in the settings', () => {
  it('builds nothing of eBay: no key, no secret reads, no eBay settings, alarms or outputs', () => {
    expect(
      Object.values(withoutEbay.resources).filter((r) => r.Type.startsWith('AWS::KMS::Alias')),
    ).not.toContainEqual(
      expect.objectContaining({
        Properties: expect.objectContaining({ AliasName: expect.stringMatching(/ebay/) }),
      }),
    );
    for (const name of functionNames) expect(ebayVariablesOf(withoutEbay, name)).toEqual([]);
    expect(withoutEbay.text).not.toMatch(
      /secret:snap-list-shift\/ebay|EbayTokenRefreshFailures|EbayOrderPollFailures/,
    );
    expect(Object.keys(withoutEbay.outputs).filter((id) => id.startsWith('Ebay'))).toEqual([]);
    expect(withoutEbay.stack.ebay).toBeUndefined();
  });

  it('passes cdk-nag', () => {
    expect(withoutEbay.nagErrors).toEqual([]);
  });

  it("is refused by the deploy's upgrade check after a deploy with eBay: the tokens' key would be orphaned", () => {
    const violations = checkUpgrade(JSON.parse(withEbay.text), JSON.parse(withoutEbay.text), {
      account: '123456789012',
      region: 'eu-west-2',
    });
    expect(violations).toContainEqual(
      expect.objectContaining({ kind: 'removed', type: 'AWS::KMS::Key', resource: keyId() }),
    );
  });
});
