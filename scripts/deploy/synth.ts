import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { ASSET_RESOURCE_METADATA_ENABLED_CONTEXT, PATH_METADATA_ENABLE_CONTEXT } from 'aws-cdk-lib/cx-api';
import { AI_PRICES_SOURCE } from '#domain/ai-prices.ts';
import { defineApp } from '#infra/define-app.ts';
import { repoRoot } from '#infra/repo-root.ts';
import type { DeploySettings } from '#infra/settings/deploy-settings.ts';
import { describeFirewalls } from './describe-firewalls';
import { describeUpgrade } from './describe-upgrade';
import { reservationsOf, type AssemblyNeeds } from './preflight-capacity';

export interface Synthesised {
  stackName: string;
  /** The cloud assembly directory `cdk deploy --app` takes. */
  outdir: string;
  template: {
    Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
    Outputs?: Record<string, unknown>;
  };
  /** What it asks of the account, for the preflight. */
  needs: AssemblyNeeds;
}

/**
 * What the CDK CLI adds to the context of every synth: each resource's construct path, and on
 * each function where its code lies in the assembly (`aws:asset:path`, `aws:asset:property`),
 * which `sam local invoke` reads to find the code (docs/operator-guide.md#sam-local-invoke).
 */
const cliContext = {
  [PATH_METADATA_ENABLE_CONTEXT]: true,
  [ASSET_RESOURCE_METADATA_ENABLED_CONTEXT]: true,
} as const;

/**
 * Synthesises the app here, in this process, with cdk.json's feature flags and the CLI's
 * metadata: no credentials, no network, and the assembly `cdk deploy --app <outdir>` then
 * deploys is the one printed (and the one `sam local invoke -t` can run).
 */
export function synthesise(settings: DeploySettings, outdir = join(repoRoot, 'cdk.out')): Synthesised {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ outdir, context: { ...cdkJson.context, ...cliContext } });
  const stack = defineApp(app, settings);
  const artifact = app.synth().getStackByName(stack.stackName);
  const template = artifact.template as Synthesised['template'];
  const { requiresBootstrapStackVersion: requiredVersion, bootstrapStackVersionSsmParameter: parameter } =
    artifact;
  return {
    stackName: stack.stackName,
    outdir,
    template,
    needs: {
      stackName: stack.stackName,
      reservations: reservationsOf(template),
      bootstrap: requiredVersion !== undefined && parameter ? { requiredVersion, parameter } : undefined,
    },
  };
}

/** What would be deployed, in a few lines: where, with which settings, how many of what. */
export function describeDeployment(settings: DeploySettings, synthesised: Synthesised): string {
  const { ai, api, uploads } = settings;
  const counts = new Map<string, number>();
  for (const resource of Object.values(synthesised.template.Resources ?? {}))
    counts.set(resource.Type, (counts.get(resource.Type) ?? 0) + 1);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const lines = [
    `Stack ${synthesised.stackName} (stage ${settings.stage}) in ${settings.region}, account ${settings.account ?? 'of the credentials'}`,
    `  Google sign-in: ${settings.google ? `${settings.google.clientId}, secret ${settings.google.clientSecretName}` : 'off'}`,
    `  E-mails: ${settings.ses ? `SES, from ${settings.ses.fromEmail} in ${settings.ses.region ?? settings.region}` : "Cognito's sender (50 a day)"}`,
    `  Alarms to: ${settings.alarmEmail ?? 'the SNS topic only (no e-mail in the settings)'}`,
    `  AI: ${ai.model}${ai.reasoningEffort ? ` (${ai.reasoningEffort} effort)` : ''}, ${ai.callsPerUserPerHour} calls per user an hour, ${ai.analyserConcurrency} analyses at once`,
    `  AI spend ceilings: $${ai.dailySpendUsd.toFixed(2)} a UTC day in all, $${((ai.dailySpendUsd * ai.userSharePercent) / 100).toFixed(2)} (${ai.userSharePercent}%) per user, priced from domain/ai-prices.ts (${AI_PRICES_SOURCE})`,
    `  API: ${api.throttleRatePerSecond}/s (burst ${api.throttleBurst}) in all, ${api.userRequestsPerMinute} a minute per user; ${uploads.ticketsPerUserPerHour} uploads per user an hour`,
    `  Extra callback origins: ${settings.callbackUrls.length ? settings.callbackUrls.join(', ') : 'none'}`,
    ...describeUpgrade(settings),
    ...describeFirewalls(synthesised.stackName, settings.region),
    `${total} resources:`,
    ...[...counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, count]) => `  ${String(count).padStart(3)} ${type}`),
    `Outputs: ${Object.keys(synthesised.template.Outputs ?? {}).join(', ')}`,
  ];
  return lines.join('\n');
}
