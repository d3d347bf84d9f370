import { resolve } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import type { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { repoRoot } from './repo-root';
import { EdgeFirewallStack, edgeFirewallRegion } from './edge-firewall-stack';
import {
  accountWideNamePrefix,
  SettingsError,
  stackNameOf,
  type DeploySettings,
} from './settings/deploy-settings';
import { SnapListShiftStack } from './stack';

/** What `-c` used to carry; now settings, which a later deploy cannot forget. */
const retiredContext: Record<string, string> = {
  googleClientId: 'google.clientId',
  googleClientSecretName: 'google.clientSecretName',
  domainPrefix: 'domainPrefix',
  callbackUrls: 'callbackUrls',
  sesFromEmail: 'ses.fromEmail',
  sesRegion: 'ses.region',
};

/**
 * Builds the app from the deployment settings (infra/settings, docs/operator-guide.md) and two
 * build-time context values (`-c key=value`):
 * - nag=true: runs the cdk-nag AwsSolutions checks; synth fails on an unacknowledged error;
 * - webDistDir: the web build to deploy, relative to the repository (default dist/web).
 */
export function defineApp(app: App, settings: DeploySettings): SnapListShiftStack {
  const retired = Object.entries(retiredContext)
    .filter(([key]) => app.node.tryGetContext(key) !== undefined)
    .map(
      ([key, setting]) =>
        `"-c ${key}" is no longer read: set "${setting}" in deploy.settings.json instead ` +
        '(a flag is forgotten by the next deploy; see docs/operator-guide.md)',
    );
  if (retired.length) throw new SettingsError(retired, '-c flags');

  const account = settings.account ?? process.env.CDK_DEFAULT_ACCOUNT;
  const edge = new EdgeFirewallStack(app, `${stackNameOf(settings)}-edge`, {
    description: `Snap it. List it. Shift it. (${settings.stage}: the CloudFront web ACL, in us-east-1 as AWS WAF requires)`,
    env: { account, region: edgeFirewallRegion },
    webAclName: `${accountWideNamePrefix(settings)}-edge`,
  });
  const stack = new SnapListShiftStack(app, stackNameOf(settings), {
    description: `Snap it. List it. Shift it. (${settings.stage}: site, API, functions, auth, tables, files)`,
    env: { account, region: settings.region },
    crossRegionReferences: true,
    cloudFrontWebAclArn: edge.webAclArn,
    settings,
    webDistDir: resolve(repoRoot, stringContext(app, 'webDistDir') ?? 'dist/web'),
  });

  if (booleanContext(app, 'nag')) {
    // cdk-nag 3 is a policy-validation plugin, no longer an Aspect; findings are
    // acknowledged with Validations.of(construct).acknowledge next to the construct.
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  }
  return stack;
}

function stringContext(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
  return value.trim() || undefined;
}

function booleanContext(app: App, key: string): boolean {
  const value: unknown = app.node.tryGetContext(key);
  return value === true || value === 'true';
}
