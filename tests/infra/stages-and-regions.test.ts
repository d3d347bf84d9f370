import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeploySettings } from '#infra/settings/deploy-settings.ts';
import { loadDeploySettings } from '#infra/settings/load-settings.ts';
import { createTestApp, createTestAppFrom, noWebBuild, removeTestDirs } from './synth-app';

// One account, two stages, two regions: every name CloudFront, CloudWatch, IAM, S3 and
// Cognito keep account-wide (or region-wide across accounts) is different in each of the
// four stacks. A settings file synthesised twice gives the same Google, SES and CSP
// resources: nothing depends on flags that a later deploy could forget. cfn-lint checks the
// templates when it is installed.

type Json = Record<string, any>;
type Template = { Resources: Record<string, { Type: string; Properties?: Json }> };

/** Where each account-wide type keeps its name. */
const accountWideNames: Record<string, (properties: Json) => unknown> = {
  'AWS::CloudFront::OriginAccessControl': (p) => p.OriginAccessControlConfig?.Name,
  'AWS::CloudFront::ResponseHeadersPolicy': (p) => p.ResponseHeadersPolicyConfig?.Name,
  'AWS::CloudFront::CachePolicy': (p) => p.CachePolicyConfig?.Name,
  'AWS::CloudFront::OriginRequestPolicy': (p) => p.OriginRequestPolicyConfig?.Name,
  'AWS::CloudFront::Function': (p) => p.Name,
  'AWS::CloudWatch::Dashboard': (p) => p.DashboardName,
  // Regional, but two stages share a region.
  'AWS::CloudWatch::Alarm': (p) => p.AlarmName,
  'AWS::IAM::Role': (p) => p.RoleName,
  'AWS::IAM::ManagedPolicy': (p) => p.ManagedPolicyName,
  'AWS::S3::Bucket': (p) => p.BucketName,
  'AWS::Cognito::UserPoolDomain': (p) => p.Domain,
};

function namesIn(template: Template): { type: string; name: string }[] {
  return Object.values(template.Resources).flatMap((resource) => {
    const nameOf = accountWideNames[resource.Type];
    const name = nameOf?.(resource.Properties ?? {});
    return name === undefined ? [] : [{ type: resource.Type, name: JSON.stringify(name) }];
  });
}

const noBundling = { webDistDir: noWebBuild(), 'aws:cdk:bundling-stacks': [] };
const variants = [
  { stage: 'prod', region: 'eu-west-2' },
  { stage: 'prod', region: 'us-east-1' },
  { stage: 'dev', region: 'eu-west-2' },
  { stage: 'dev', region: 'us-east-1' },
] as const;

const google = { clientId: '1234567890-test.apps.googleusercontent.com' };
let templates: { label: string; stackName: string; template: Template }[];
let settingsRoot: string;
let fromFileTwice: Template[];

function synthFrom(settings: DeploySettings): Template {
  const { app, stack } = createTestAppFrom(settings, noBundling);
  return app.synth().getStackByName(stack.stackName).template as Template;
}

beforeAll(() => {
  templates = variants.map((variant) => {
    const { stack, app } = createTestApp(noBundling, {
      ...variant,
      google,
      alarmEmail: 'oncall@example.com',
    });
    return {
      label: `${variant.stage} in ${variant.region}`,
      stackName: stack.stackName,
      template: app.synth().getStackByName(stack.stackName).template as Template,
    };
  });

  // Two deploys from one settings file, with nothing else given.
  settingsRoot = mkdtempSync(join(tmpdir(), 'snap-list-shift-settings-'));
  writeFileSync(
    join(settingsRoot, 'deploy.settings.json'),
    JSON.stringify({
      region: 'eu-west-2',
      google,
      ses: { fromEmail: 'hello@example.com' },
      callbackUrls: ['http://localhost:5173'],
    }),
  );
  fromFileTwice = [1, 2].map(() => synthFrom(loadDeploySettings({ root: settingsRoot, env: {} }).settings));
}, 600_000);

afterAll(() => {
  removeTestDirs();
  rmSync(settingsRoot, { recursive: true, force: true });
});

describe('two stages and two regions in one account', () => {
  it('name their stacks after the stage (prod keeps SnapListShift)', () => {
    expect(templates.map((t) => t.stackName)).toEqual([
      'SnapListShift',
      'SnapListShift',
      'SnapListShift-dev',
      'SnapListShift-dev',
    ]);
  });

  it('name every CloudFront policy, function and access control themselves, with stage and region', () => {
    for (const { label, template } of templates) {
      const [stage, region] = label.split(' in ');
      const cloudFront = namesIn(template).filter(({ type }) => type.startsWith('AWS::CloudFront::'));
      expect(cloudFront.map(({ type }) => type).sort(), label).toEqual([
        'AWS::CloudFront::CachePolicy',
        'AWS::CloudFront::Function',
        'AWS::CloudFront::OriginAccessControl',
        'AWS::CloudFront::ResponseHeadersPolicy',
      ]);
      for (const { name } of cloudFront) expect(name).toContain(`-${stage}-${region}-`);
    }
  });

  it('never ask for the same account-wide name twice', () => {
    const all = templates.flatMap(({ label, template }) => namesIn(template).map((n) => ({ ...n, label })));
    expect(all.length).toBeGreaterThanOrEqual(4 * 5);
    const seen = new Map<string, string>();
    for (const { type, name, label } of all) {
      const key = `${type} ${name}`;
      expect(seen.get(key), `${key} in ${label}`).toBeUndefined();
      seen.set(key, label);
    }
  });
});

/** The product's own metrics an alarm reads (namespace SnapListShift), as comparable keys. */
function productMetricsOfAlarms(template: Template): string[] {
  return Object.values(template.Resources)
    .filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm')
    .flatMap((resource) => {
      const p = resource.Properties ?? {};
      const metrics: Json[] = p.Metrics ? p.Metrics.map((m: Json) => m.MetricStat?.Metric ?? {}) : [p];
      return metrics.filter((m) => m.Namespace === 'SnapListShift');
    })
    .map((m) => JSON.stringify([m.Namespace, m.MetricName, m.Dimensions]));
}

describe('two stages in one account and region keep their metrics and alarms apart', () => {
  it("names every alarm with its stage and region, the queues' own included", () => {
    for (const { label, template } of templates) {
      const [stage, region] = label.split(' in ');
      const alarms = Object.values(template.Resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm');
      expect(alarms.length, label).toBeGreaterThan(20);
      for (const alarm of alarms)
        expect(alarm.Properties?.AlarmName, label).toContain(`-${stage}-${region}-`);
    }
  });

  it("gives every function its stage, which its metrics carry: one stage's alarms never read the other's", () => {
    for (const { label, template } of templates) {
      const [stage] = label.split(' in ');
      // The product's functions (lambdas/functions.ts), not CDK's own helpers.
      const functions = Object.values(template.Resources).filter(
        (r) => r.Type === 'AWS::Lambda::Function' && (r as Json).Metadata?.SamResourceId,
      );
      expect(functions.length, label).toBeGreaterThan(5);
      for (const fn of functions) {
        expect(fn.Properties!.Environment.Variables.APP_STAGE, label).toBe(stage);
      }
      const read = productMetricsOfAlarms(template);
      expect(read.length, label).toBeGreaterThan(5);
      for (const key of read) expect(key, label).toContain(`{"Name":"stage","Value":"${stage}"}`);
    }
    for (const region of ['eu-west-2', 'us-east-1']) {
      const [prod, dev] = ['prod', 'dev'].map(
        (stage) =>
          new Set(
            productMetricsOfAlarms(templates.find((t) => t.label === `${stage} in ${region}`)!.template),
          ),
      );
      expect(
        [...prod!].filter((key) => dev!.has(key)),
        region,
      ).toEqual([]);
    }
  });

  it("draws each stage's dashboard from its own metrics", () => {
    for (const { label, template } of templates) {
      const [stage] = label.split(' in ');
      const other = stage === 'prod' ? 'dev' : 'prod';
      const dashboard = Object.values(template.Resources).find(
        (r) => r.Type === 'AWS::CloudWatch::Dashboard',
      )!;
      const body = JSON.stringify(dashboard.Properties!.DashboardBody);
      expect(body, label).toContain(`\\"stage\\",\\"${stage}\\"`);
      expect(body, label).toContain(`stage=\\\\\\"${stage}\\\\\\"`);
      expect(body, label).not.toContain(`\\"stage\\",\\"${other}\\"`);
    }
  });
});

describe('a settings file, deployed twice with nothing else given', () => {
  const resourcesOf = (template: Template, type: string) =>
    Object.values(template.Resources)
      .filter((resource) => resource.Type === type)
      .map((resource) => resource.Properties);

  it('keeps Google sign-in', () => {
    const [first, second] = fromFileTwice.map((t) =>
      resourcesOf(t, 'AWS::Cognito::UserPoolIdentityProvider'),
    );
    expect(first).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it("keeps the SES sender, in the stack's region", () => {
    const [first, second] = fromFileTwice.map(
      (t) => resourcesOf(t, 'AWS::Cognito::UserPool').map((pool) => pool!.EmailConfiguration)[0],
    );
    expect(first).toMatchObject({
      EmailSendingAccount: 'DEVELOPER',
      From: 'Snap List Shift <hello@example.com>',
    });
    expect(JSON.stringify(first)).toContain(':ses:eu-west-2:');
    expect(second).toEqual(first);
  });

  it("keeps the hosted UI and the callback origin in the CSP and the client's callbacks", () => {
    const [first, second] = fromFileTwice.map((t) => ({
      csp: resourcesOf(t, 'AWS::CloudFront::ResponseHeadersPolicy'),
      clients: resourcesOf(t, 'AWS::Cognito::UserPoolClient'),
    }));
    expect(JSON.stringify(first!.csp)).toContain('.auth.eu-west-2.amazoncognito.com');
    expect(JSON.stringify(first!.clients)).toContain('http://localhost:5173/');
    expect(second).toEqual(first);
  });
});

describe('cfn-lint', () => {
  const installed = spawnSync('cfn-lint', ['--version']).status === 0;
  if (!installed)
    console.warn('cfn-lint is not on the PATH: the cfn-lint check of the templates is skipped.');

  it.skipIf(!installed)(
    'finds nothing in the templates of two stages and two regions',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'snap-list-shift-lint-'));
      const files = [templates[0]!, templates[3]!].map(({ template }, index) => {
        const file = join(dir, `template-${index}.json`);
        writeFileSync(file, JSON.stringify(template));
        return file;
      });
      try {
        // W3005 (a DependsOn that a GetAtt already implies): CDK writes it on every function,
        // which depends on its role and on the role's policy; the role part is redundant, harmless,
        // and not ours to edit.
        execFileSync('cfn-lint', ['--ignore-checks', 'W3005', '--', ...files], { encoding: 'utf8' });
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        expect.fail(`cfn-lint found:\n${stdout ?? ''}${stderr ?? ''}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    300_000,
  );
});
