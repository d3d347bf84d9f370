import { type CloudFormationClient, GetTemplateCommand } from '@aws-sdk/client-cloudformation';
import { GetCallerIdentityCommand, type STSClient } from '@aws-sdk/client-sts';
import type { DeploySettings } from '#infra/settings/deploy-settings.ts';
import { tableSchemas } from '#infra/table-schemas.ts';
import {
  checkUpgrade,
  statefulTypes,
  type CfnTemplate,
  type Violation,
} from '#infra/upgrade/upgrade-guard.ts';
import type { CheckResult } from './preflight';

// The deploy's upgrade check: the upgrade guard (infra/upgrade/upgrade-guard.ts) between the
// deployed stack's template and the one about to be deployed, before CloudFormation starts. A
// replaced pool domain, table, bucket, key or secret, or more than one index on a table in
// one update, fails here with the exact setting that keeps the stack whole, instead of
// failing inside CloudFormation and rolling back (docs/operator-guide.md#updating).

const name = 'Update of the deployed stack';

export interface UpgradeCheckInput {
  settings: DeploySettings;
  stackName: string;
  /** The synthesised template about to be deployed. */
  template: CfnTemplate;
  /** Where the settings came from, for the remedy: the file's name, or "the settings". */
  settingsSource: string;
}

export async function checkUpgradePath(
  clients: { cloudFormation: CloudFormationClient; sts: STSClient },
  { settings, stackName, template, settingsSource }: UpgradeCheckInput,
): Promise<CheckResult> {
  let deployed: CfnTemplate;
  try {
    const answer = await clients.cloudFormation.send(
      new GetTemplateCommand({ StackName: stackName, TemplateStage: 'Original' }),
    );
    deployed = JSON.parse(answer.TemplateBody ?? '{}') as CfnTemplate;
  } catch (error) {
    if (!/does not exist/.test((error as Error).message)) throw error;
    return { check: name, status: 'ok', message: `No stack ${stackName} yet: a first deploy.` };
  }
  const account =
    settings.account ?? (await clients.sts.send(new GetCallerIdentityCommand({}))).Account ?? '';
  const violations = checkUpgrade(
    deployed,
    template,
    { account, region: settings.region },
    { dropIndexes: settings.upgrade?.dropIndexes },
  );
  // AWS refuses these, or loses data with them; a changed name of anything else (a function,
  // an alarm) is made anew under its new name and only said.
  const breaks = violations.filter((v) => v.kind.startsWith('index') || statefulTypes[v.type]);
  const notes = violations.filter((v) => !breaks.includes(v));
  const lines = [
    ...breaks.map((v) => `${v.message} ${remedy(v, settingsSource, settings)}`),
    ...notes.map((v) => `(harmless) ${v.message}`),
  ];
  if (breaks.length) return { check: name, status: 'failed', message: lines.join('\n  ') };
  return {
    check: name,
    status: notes.length ? 'warning' : 'ok',
    message: [`${stackName} updates without replacing what holds data.`, ...lines].join('\n  '),
  };
}

/** What keeps the stack whole, as the exact setting where there is one. */
function remedy(violation: Violation, settingsSource: string, settings: DeploySettings): string {
  const before = violation.change?.before;
  if (violation.type === 'AWS::Cognito::UserPoolDomain' && typeof before === 'string')
    return `Cognito refuses a second domain on a pool: keep this one with "domainPrefix": "${before}" in ${settingsSource} (or DEPLOY_DOMAIN_PREFIX=${before}).`;
  if (violation.kind === 'index-dropped') {
    const leftover = settings.upgrade?.listingsIndexes;
    return [
      ...(leftover !== undefined
        ? [
            `"upgrade": { "listingsIndexes": ${leftover} } in ${settingsSource} builds fewer indexes than the code reads: remove it.`,
          ]
        : []),
      `To delete the index on purpose, name it for this deploy only: "upgrade": { "dropIndexes": ["${violation.index}"] } in ${settingsSource}, and remove it afterwards.`,
    ].join(' ');
  }
  if (violation.kind === 'index-steps' && violation.indexes) {
    const order: string[] = tableSchemas.listings.globalIndexes.map((index) => index.name);
    const { before: had, created, deleted } = violation.indexes;
    const firstOnes = had.every((index, i) => order[i] === index);
    if (firstOnes && deleted.length === 0 && created.every((index) => order.includes(index))) {
      const values = order.slice(had.length, -1).map((_, i) => had.length + 1 + i);
      const steps = values.map((value, i) => (i ? `, then ${value} and deploy` : '')).join('');
      return `CloudFormation adds one index per table per update. In ${settingsSource}, set "upgrade": { "listingsIndexes": ${values[0]} } and deploy${steps}, then remove the setting and deploy once more.`;
    }
    return 'Change one index per deploy.';
  }
  if (violation.kind === 'unprotected')
    return 'Keep it retained (RemovalPolicy.RETAIN in infra/constructs) or its deletion protection on; removing a kept resource is a planned operation by hand (docs/operator-guide.md#teardown).';
  if (violation.kind === 'recovery-off')
    return 'Keep pointInTimeRecoveryEnabled: true (infra/constructs/data.ts); turn it off, if ever, by hand after taking an on-demand backup.';
  return 'This would lose data or a name others may take: change the code back, or see docs/operator-guide.md#updating.';
}
