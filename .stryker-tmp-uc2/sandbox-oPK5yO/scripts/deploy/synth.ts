// @ts-nocheck
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { defineApp } from '#infra/define-app.ts';
import { repoRoot } from '#infra/repo-root.ts';
import type { DeploySettings } from '#infra/settings/deploy-settings.ts';

export interface Synthesised {
  stackName: string;
  /** The cloud assembly directory `cdk deploy --app` takes. */
  outdir: string;
  template: { Resources?: Record<string, { Type: string }>; Outputs?: Record<string, unknown> };
}

/**
 * Synthesises the app here, in this process, with cdk.json's feature flags: no credentials,
 * no network, and the assembly `cdk deploy --app <outdir>` then deploys is the one printed.
 */
export function synthesise(settings: DeploySettings, outdir = join(repoRoot, 'cdk.out')): Synthesised {
  const cdkJson = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  const app = new App({ outdir, context: cdkJson.context });
  const stack = defineApp(app, settings);
  const assembly = app.synth();
  return { stackName: stack.stackName, outdir, template: assembly.getStackByName(stack.stackName).template };
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
    `  AI: ${ai.model}${ai.reasoningEffort ? ` (${ai.reasoningEffort} effort)` : ''}, ${ai.callsPerUserPerHour} calls per user an hour, ${ai.dailyCallBudget} a day in all, ${ai.analyserConcurrency} analyses at once`,
    `  API: ${api.throttleRatePerSecond}/s (burst ${api.throttleBurst}) in all, ${api.userRequestsPerMinute} a minute per user; ${uploads.ticketsPerUserPerHour} uploads per user an hour`,
    `  Extra callback origins: ${settings.callbackUrls.length ? settings.callbackUrls.join(', ') : 'none'}`,
    `${total} resources:`,
    ...[...counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([type, count]) => `  ${String(count).padStart(3)} ${type}`),
    `Outputs: ${Object.keys(synthesised.template.Outputs ?? {}).join(', ')}`,
  ];
  return lines.join('\n');
}
