import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, App } from 'aws-cdk-lib';
import { defineApp } from '../define-app';
import { repoRoot } from '../repo-root';
import {
  parseDeploySettings,
  type DeploySettings,
  type DeploySettingsInput,
} from '../settings/deploy-settings';
import type { CfnTemplate, PseudoParameters } from './upgrade-guard';

// The template a release is judged by: the app synthesised with fixed reference settings
// (prod, eu-west-2, the defaults), so a released template and today's differ only by code,
// never by one developer's deploy.settings.json. Functions are not bundled (the
// `aws:cdk:bundling-stacks` context): their code changes every commit and holds no data.

const releaseSettingsInput = { region: 'eu-west-2' } as const satisfies DeploySettingsInput;

/** The account and region the guard resolves pseudo parameters with when comparing releases. */
export const releasePseudo: PseudoParameters = { account: '123456789012', region: 'eu-west-2' };

export function releaseSettings(overrides: Partial<DeploySettingsInput> = {}): DeploySettings {
  return parseDeploySettings({ ...releaseSettingsInput, ...overrides }, 'release reference settings');
}

export function synthReleaseTemplate(settings: DeploySettings = releaseSettings()): CfnTemplate {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const outdir = mkdtempSync(join(tmpdir(), 'snap-list-shift-release-'));
  try {
    const app = new App({
      outdir,
      context: {
        ...cdkJson.context,
        'aws:cdk:bundling-stacks': [],
        // No web build: the site's files are not state either, and the template stays the same
        // whether or not dist/web was built.
        webDistDir: join(outdir, 'no-web-build'),
      },
    });
    const stack = defineApp(app, settings);
    Annotations.of(stack.node.findChild('SiteContent')).acknowledgeWarning(
      'snap-list-shift:noWebBuild',
      'a release template is judged by what holds data; the web build holds none',
    );
    return app.synth().getStackByName(stack.stackName).template as CfnTemplate;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
