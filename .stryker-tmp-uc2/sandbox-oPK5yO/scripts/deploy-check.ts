// @ts-nocheck
import { parseArgs } from 'node:util';
import { SettingsError } from '#infra/settings/deploy-settings.ts';
import { loadDeploySettings, settingsFileVariable } from '#infra/settings/load-settings.ts';
import { formatResults, preflightClients, runPreflight } from './deploy/preflight';

// `npm run deploy:check [-- --settings <file>]`: the preflight alone (scripts/deploy/preflight.ts).
// Exits 1 when a check fails; skipped checks (no credentials) are said, not failed.

const { values: args } = parseArgs({ options: { settings: { type: 'string' } } });
if (args.settings) process.env[settingsFileVariable] = args.settings;

try {
  const { settings } = loadDeploySettings();
  const results = await runPreflight(settings, preflightClients(settings));
  console.log(formatResults(results));
  process.exit(results.some((result) => result.status === 'failed') ? 1 : 0);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
