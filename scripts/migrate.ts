import { parseArgs } from 'node:util';
import { SettingsError, stackNameOf } from '#infra/settings/deploy-settings.ts';
import { loadDeploySettings, settingsFileVariable } from '#infra/settings/load-settings.ts';
import { migrateDeployed } from './deploy/migrations-step';

// `npm run migrate [-- --dry-run] [-- --settings <file>]`: the data migrations on the deployed
// stack, as `npm run deploy` runs them after the stack update: to see what they would change
// (--dry-run), or to resume a run a deploy left unfinished (docs/operator-guide.md#updating).

const { values: args } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, settings: { type: 'string' } },
});
if (args.settings) process.env[settingsFileVariable] = args.settings;

try {
  const { settings } = loadDeploySettings();
  await migrateDeployed({
    settings,
    stackName: stackNameOf(settings),
    dryRun: args['dry-run'],
    log: (line) => console.log(line),
  });
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
