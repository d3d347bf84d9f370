import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { repoRoot } from '#infra/repo-root.ts';
import { SettingsError } from '#infra/settings/deploy-settings.ts';
import { loadDeploySettings, settingsFileVariable } from '#infra/settings/load-settings.ts';
import { listingsTableLogicalId, waitForDeployedIndexes } from './deploy/index-readiness';
import { formatResults, preflightClients, runPreflight } from './deploy/preflight';
import { migrateDeployed } from './deploy/migrations-step';
import { describeDeployment, synthesise } from './deploy/synth';
import { checkUpgradePath } from './deploy/upgrade-check';
import { checkWebBuild } from './deploy/web-build';

// `npm run deploy [-- --dry-run] [-- --settings deploy.settings.dev.json]`: settings, web
// build, synth, preflight, the update's check, `cdk deploy`, the data migrations, in that
// order, each step stopping the next (docs/operator-guide.md). --dry-run stops before anything reaches AWS.

const { values: args } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, settings: { type: 'string' } },
});
if (args.settings) process.env[settingsFileVariable] = args.settings;

function stop(message: string): never {
  console.error(`\n${message}\nNothing was deployed.`);
  process.exit(1);
}

function run(command: string, commandArgs: string[]): void {
  const { status } = spawnSync(command, commandArgs, { cwd: repoRoot, stdio: 'inherit' });
  if (status !== 0) stop(`"${command} ${commandArgs.join(' ')}" failed.`);
}

// 1. The settings: a wrong one is said before the build and before AWS.
let loaded;
try {
  loaded = loadDeploySettings();
} catch (error) {
  if (error instanceof SettingsError) stop(error.message);
  throw error;
}
const { settings } = loaded;
console.log(
  `Settings: ${loaded.file ?? 'no file'}${loaded.fromEnvironment.length ? ` + ${loaded.fromEnvironment.join(', ')}` : ''}`,
);

// 2. The site, built now, and refused if it is still missing or older than its sources.
run('npm', ['run', 'build:web']);
const build = checkWebBuild(repoRoot);
if (!build.ok) stop(build.reason);

// 3. The template, synthesised here (no credentials needed).
console.log('\nSynthesising...');
const synthesised = synthesise(settings);
console.log(`\n${describeDeployment(settings, synthesised)}`);
if (args['dry-run']) {
  console.log(`\nDry run: the assembly is in ${synthesised.outdir}; nothing was sent to AWS.`);
  process.exit(0);
}

// 4. What CloudFormation cannot create itself, checked first.
console.log('\nPreflight:');
const results = await runPreflight(settings, preflightClients(settings), synthesised.needs);
console.log(formatResults(results));
if (results[0]?.status === 'skipped')
  stop('No AWS credentials: configure them (aws configure, or SSO) first.');
if (results.some((result) => result.status === 'failed')) stop('The preflight failed (above).');

// 4b. What the update would do to the deployed stack: nothing replaced that holds data.
const upgrade = await checkUpgradePath(preflightClients(settings), {
  settings,
  stackName: synthesised.stackName,
  template: synthesised.template,
  settingsSource: loaded.file ?? 'deploy.settings.json',
});
console.log(formatResults([upgrade]));
if (upgrade.status === 'failed') stop('The update would break the deployed stack (above).');

// 4c. The index the last deploy (a step of a staged upgrade) started, ACTIVE before the next.
const indexes = {
  deps: {
    cloudFormation: preflightClients(settings).cloudFormation,
    dynamo: new DynamoDBClient({ region: settings.region }),
    region: settings.region,
    log: (line: string) => console.log(line),
  },
  stack: { stackName: synthesised.stackName, tableLogicalId: listingsTableLogicalId(synthesised.template) },
};
const indexesBefore = await waitForDeployedIndexes(indexes.deps, indexes.stack);
console.log(formatResults([indexesBefore]));
if (indexesBefore.status === 'failed') stop('An index of the deployed table is still being built (above).');

// 5. The assembly printed above, deployed as it is.
run('npx', [
  'cdk',
  'deploy',
  synthesised.stackName,
  '--app',
  synthesised.outdir,
  '--require-approval',
  'broadening',
]);

// 5b. The index this deploy started, built before the next step of a staged upgrade.
console.log('\nIndexes after the update:');
const indexesAfter = await waitForDeployedIndexes(indexes.deps, indexes.stack);
console.log(formatResults([indexesAfter]));
if (indexesAfter.status === 'failed')
  console.error(
    'The stack is deployed; run the next step only once the command above shows every index ACTIVE.',
  );

// 6. The data migrations, on the tables the update left (infra/migrations).
console.log('\nData migrations:');
try {
  await migrateDeployed({ settings, stackName: synthesised.stackName, log: (line) => console.log(line) });
} catch (error) {
  console.error(
    `\nThe stack is deployed, but a data migration stopped: ${(error as Error).message}\nRun "npm run migrate" to resume it from its checkpoint.`,
  );
  process.exit(1);
}
