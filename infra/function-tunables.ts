import type { AppFunction } from './constructs/app-function';
import type { DeploySettings } from './settings/deploy-settings';

/**
 * The Lambda-side ceilings and the model, from the deployment settings, as variables of the
 * environment contract (lambdas/lib/runtime/config.ts). Every function gets all of them: a handful of
 * short values, and a function added later reads the same ceilings without a list to edit.
 */
export function bindTunables(
  functions: Readonly<Record<string, AppFunction>>,
  settings: DeploySettings,
): void {
  const { ai, api, uploads } = settings;
  for (const fn of Object.values(functions)) {
    // The stage is a dimension of every metric: a stage's alarms read its own functions only.
    fn.setEnv('stage', settings.stage)
      .setEnv('openAiModel', ai.model)
      .setEnv('aiRateLimit', String(ai.callsPerUserPerHour))
      .setEnv('aiRateWindowSeconds', '3600')
      .setEnv('aiDailySpendUsd', String(ai.dailySpendUsd))
      .setEnv('aiUserSharePercent', String(ai.userSharePercent))
      .setEnv('userRequestLimit', String(api.userRequestsPerMinute))
      .setEnv('userRequestWindowSeconds', '60')
      .setEnv('uploadTicketLimit', String(uploads.ticketsPerUserPerHour))
      .setEnv('uploadTicketWindowSeconds', '3600')
      .setEnv('uploadTicketDailyLimit', String(uploads.ticketsPerUserPerDay));
    if (ai.reasoningEffort) fn.setEnv('openAiReasoningEffort', ai.reasoningEffort);
  }
}
