import { resolve } from 'node:path';
import { Aws, Validations } from 'aws-cdk-lib';
import type { App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { repoRoot } from './repo-root';
import { SnapListShiftStack } from './stack';

export const stackName = 'SnapListShift';

/** Where the Google client secret is looked up when only googleClientId is given. */
export const defaultGoogleSecretName = 'snap-list-shift/google-client-secret';

/**
 * Builds the app from its context (`cdk.json`, or `-c key=value`):
 * - googleClientId: enables "Continue with Google"; the secret is read from Secrets Manager
 *   at deploy time, by name (googleClientSecretName), never put in the template;
 * - domainPrefix: the Cognito hosted-domain prefix (default snap-list-shift-<account id>);
 * - callbackUrls: extra app origins, comma-separated or a JSON list (e.g. a local dev server);
 * - nag=true: runs the cdk-nag AwsSolutions checks; synth fails on an unacknowledged error;
 * - sesFromEmail: a verified SES identity Cognito sends its emails from (else Cognito's
 *   default sender, 50 emails a day); sesRegion: its region (default eu-west-2);
 * - webDistDir: the web build to deploy, relative to the repository (default dist/web).
 */
export function defineApp(app: App): SnapListShiftStack {
  const googleClientId = stringContext(app, 'googleClientId');
  const stack = new SnapListShiftStack(app, stackName, {
    description: 'Snap it. List it. Shift it. (site, API, functions, auth, tables, files)',
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    domainPrefix: stringContext(app, 'domainPrefix') ?? `snap-list-shift-${Aws.ACCOUNT_ID}`,
    extraOrigins: listContext(app, 'callbackUrls').map((url) => new URL(url).origin),
    google: googleClientId
      ? {
          clientId: googleClientId,
          clientSecretName: stringContext(app, 'googleClientSecretName') ?? defaultGoogleSecretName,
        }
      : undefined,
    sesFromEmail: stringContext(app, 'sesFromEmail'),
    sesRegion: stringContext(app, 'sesRegion') ?? 'eu-west-2',
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

function listContext(app: App, key: string): string[] {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a list of URLs`);
  const text = value.trim();
  const items: unknown = text.startsWith('[') ? JSON.parse(text) : text.split(',');
  return (items as unknown[]).map((item) => String(item).trim()).filter(Boolean);
}

function booleanContext(app: App, key: string): boolean {
  const value: unknown = app.node.tryGetContext(key);
  return value === true || value === 'true';
}
