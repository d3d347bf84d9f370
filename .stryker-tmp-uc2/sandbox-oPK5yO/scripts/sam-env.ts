// @ts-nocheck
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { repoRoot } from '#infra/repo-root.ts';
import { SettingsError, stackNameOf } from '#infra/settings/deploy-settings.ts';
import { loadDeploySettings, settingsFileVariable } from '#infra/settings/load-settings.ts';
import {
  declaresTwinEndpoints,
  envVarsFromOutputs,
  envVarsFromTwin,
  readStackOutputs,
  type TemplateJson,
} from './sam/sam-env-vars';

// `npm run sam:env [-- --local] [-- --docker-host host.docker.internal] [-- --out <file>]`:
// writes the `--env-vars` file of `sam local invoke` for the synthesised template in cdk.out,
// from the deployed stack's outputs, or with --local from the running twin
// (docs/operator-guide.md, "sam local invoke").

const { values: args } = parseArgs({
  options: {
    local: { type: 'boolean', default: false },
    'docker-host': { type: 'string' },
    out: { type: 'string', default: 'cdk.out/sam-env.json' },
    settings: { type: 'string' },
  },
});
if (args.settings) process.env[settingsFileVariable] = args.settings;

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

let settings;
try {
  settings = loadDeploySettings().settings;
} catch (error) {
  if (error instanceof SettingsError) stop(error.message);
  throw error;
}
const stackName = stackNameOf(settings);
const templateFile = join(repoRoot, 'cdk.out', `${stackName}.template.json`);
const synth = args.local ? 'npx cdk synth -c samLocal=true' : 'npm run synth';
if (!existsSync(templateFile)) stop(`No synthesised template at ${templateFile}: run "${synth}" first.`);
const template = JSON.parse(readFileSync(templateFile, 'utf8')) as TemplateJson;

let envVars;
if (args.local) {
  if (!declaresTwinEndpoints(template))
    stop(`${templateFile} declares no twin endpoints, so SAM would call AWS: run "${synth}" first.`);
  const twinFile = join(resolve(process.env.DATA_DIR ?? join(repoRoot, '.data')), 'local-twin.json');
  if (!existsSync(twinFile)) stop(`No local twin found (${twinFile}): start it with "npm start" first.`);
  envVars = envVarsFromTwin(template, JSON.parse(readFileSync(twinFile, 'utf8')).env, args['docker-host']);
} else {
  const outputs = await readStackOutputs(new CloudFormationClient({ region: settings.region }), stackName);
  const result = envVarsFromOutputs(template, outputs);
  if (result.missing.length)
    console.warn(`The deployed ${stackName} has no output for: ${result.missing.join(', ')} (deploy again).`);
  envVars = result.envVars;
}

const out = resolve(repoRoot, args.out);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(envVars, null, 2)}\n`);
console.log(`Wrote ${out} for ${Object.keys(envVars).length} functions of ${stackName}. Then, for example:`);
console.log(
  `  sam local invoke -t ${templateFile} profile -e tests/events/profile-get.json --env-vars ${out}`,
);
