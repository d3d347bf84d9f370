// @ts-nocheck
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot } from '#infra/repo-root.ts';
import { SettingsError } from '#infra/settings/deploy-settings.ts';
import { loadDeploySettings, settingsFileVariable } from '#infra/settings/load-settings.ts';
import { formatResults, preflightClients, runPreflight } from './deploy/preflight';
import { describeDeployment, synthesise } from './deploy/synth';
import { checkWebBuild } from './deploy/web-build';

// `npm run deploy [-- --dry-run] [-- --settings deploy.settings.dev.json]`: settings, web
// build, synth, preflight, `cdk deploy`, in that order, each step stopping the next
// (docs/operator-guide.md). --dry-run stops before anything reaches AWS.

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
const results = await runPreflight(settings, preflightClients(settings));
console.log(formatResults(results));
if (results[0]?.status === 'skipped')
  stop('No AWS credentials: configure them (aws configure, or SSO) first.');
if (results.some((result) => result.status === 'failed')) stop('The preflight failed (above).');

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
