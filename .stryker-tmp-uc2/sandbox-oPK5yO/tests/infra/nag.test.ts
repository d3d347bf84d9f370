// @ts-nocheck
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFiles, createTestApp, noWebBuild, removeTestDirs } from './synth-app';

// The full app with Google sign-in, no web build, and cdk-nag's AwsSolutions checks on, as
// `cdk synth -c nag=true` would build it with Google in the settings. Functions are not bundled
// (api.test.ts checks the bundles); cdk-nag reads the templates only.
const googleSecretName = 'snap-list-shift/test-google-secret';
const noBundling = { 'aws:cdk:bundling-stacks': [] };

interface Violation {
  ruleName: string;
  severity: string;
  violatingConstructs: { constructPath: string }[];
}
interface ValidationReport {
  pluginReports: { pluginName: string; violations: Violation[] }[];
}

function readReport(outdir: string): ValidationReport {
  const path = join(outdir, 'validation-report.json');
  return existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as ValidationReport)
    : { pluginReports: [] };
}

function describeViolations(report: ValidationReport, severity: string): string[] {
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations
      .filter((v) => v.severity === severity)
      .flatMap((v) => v.violatingConstructs.map((c) => `${v.ruleName} at ${c.constructPath}`)),
  );
}

let report: ValidationReport;
let synthError: unknown;
let template: Template;
let templateText: string;
let outdir: string;

beforeAll(() => {
  const testApp = createTestApp(
    { nag: 'true', webDistDir: noWebBuild(), ...noBundling },
    {
      google: { clientId: '1234567890-test.apps.googleusercontent.com', clientSecretName: googleSecretName },
      alarmEmail: 'alarms@example.com',
    },
  );
  outdir = testApp.outdir;
  try {
    testApp.app.synth();
  } catch (error) {
    synthError = error;
  }
  report = readReport(outdir);
  const json = JSON.parse(readFileSync(join(outdir, `${testApp.stack.stackName}.template.json`), 'utf8'));
  template = Template.fromJSON(json);
  templateText = JSON.stringify(json);
}, 120_000);

afterAll(removeTestDirs);

describe('cdk-nag AwsSolutions', () => {
  it('finds no unacknowledged error (each deliberate finding is acknowledged with a reason)', () => {
    expect(describeViolations(report, 'error')).toEqual([]);
    expect(synthError).toBeUndefined();
  });

  it('really runs: an unencrypted-transport bucket added to the app fails synth', () => {
    const canary = createTestApp({ nag: 'true', webDistDir: noWebBuild(), ...noBundling });
    new Bucket(canary.stack, 'Canary');
    expect(() => canary.app.synth()).toThrow();
    expect(describeViolations(readReport(canary.outdir), 'error')).toContain(
      'AwsSolutions-S10 at SnapListShift/Canary/Resource',
    );
  });
});

describe('secrets stay out of the template and the assets (docs/design.md#security)', () => {
  it('reads the Google client secret from Secrets Manager by a dynamic reference only', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderDetails: {
        client_id: '1234567890-test.apps.googleusercontent.com',
        client_secret: `{{resolve:secretsmanager:${googleSecretName}:SecretString:::}}`,
      },
    });
    expect(templateText.match(/client_secret/g)).toHaveLength(1);
  });

  it('contains nothing shaped like an OpenAI key', () => {
    expect(templateText).not.toMatch(/sk-[A-Za-z0-9_-]{16,}/);
    for (const file of assetFiles(outdir)) expect(file.text, file.path).not.toMatch(/sk-[A-Za-z0-9_-]{16,}/);
  });
});

describe('with Google sign-in configured', () => {
  it('offers Google on the web client', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google'],
    });
  });

  it('tells the web the hosted-UI domain, so it shows "Continue with Google"', () => {
    const configJson = assetFiles(outdir).find((file) => file.path.endsWith('/config.json'));
    expect(JSON.parse(configJson!.text)).toMatchObject({ oauthDomain: expect.stringMatching(/^<<marker:/) });
  });

  it('deploys config.json only, and warns, when the web was not built', () => {
    const deployments = template.findResources('Custom::CDKBucketDeployment');
    expect(Object.values(deployments)).toHaveLength(1);
    expect(Object.values(deployments)[0]).toMatchObject({ Properties: { Prune: false } });
    expect(describeViolations(report, 'warning')).toContain(
      'Annotation::snap-list-shift:noWebBuild at SnapListShift/SiteContent',
    );
  });
});
