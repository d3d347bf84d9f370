import { DescribeStackResourceCommand, type CloudFormationClient } from '@aws-sdk/client-cloudformation';
import {
  GetAccountSettingsCommand,
  GetFunctionConcurrencyCommand,
  type LambdaClient,
} from '@aws-sdk/client-lambda';
import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import type { DeploySettings } from '#infra/settings/deploy-settings.ts';
import type { CheckResult } from './preflight';

// Two preflight checks of what the synthesised assembly asks of the account, so a deploy that
// CloudFormation would fail half-way (leaving retained tables and a user pool behind) stops in
// seconds instead: the Lambda concurrency the stack reserves, and the bootstrap version its
// assets need (docs/operator-guide.md, "Lambda concurrency" and "Bootstrap").

/** What the assembly asks of the account, read from it by `assemblyNeeds`. */
export interface AssemblyNeeds {
  readonly stackName: string;
  /** Each function that reserves concurrency: its logical id and how much. */
  readonly reservations: readonly { readonly logicalId: string; readonly reserved: number }[];
  /** The bootstrap stack version the assets need, and the SSM parameter that holds it. */
  readonly bootstrap?: { readonly requiredVersion: number; readonly parameter: string };
}

interface TemplateLike {
  Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
}

/** The functions of a template that reserve concurrency. */
export function reservationsOf(template: TemplateLike): AssemblyNeeds['reservations'] {
  return Object.entries(template.Resources ?? {})
    .filter(([, resource]) => resource.Type === 'AWS::Lambda::Function')
    .map(([logicalId, resource]) => ({
      logicalId,
      reserved: resource.Properties?.ReservedConcurrentExecutions,
    }))
    .filter((entry): entry is { logicalId: string; reserved: number } => typeof entry.reserved === 'number');
}

/**
 * Lambda keeps this much of the account's concurrency unreserved: 100, or all of a smaller
 * quota (a new account's 10), so such an account can reserve nothing.
 * https://docs.aws.amazon.com/lambda/latest/dg/configuration-concurrency.html
 */
export function unreservedMinimum(accountLimit: number): number {
  return Math.min(100, accountLimit);
}

const result = (check: string, status: CheckResult['status'], message: string): CheckResult => ({
  check,
  status,
  message,
});

/** What the deployed stack's functions reserve today (0 before the first deploy). */
async function reservedToday(
  lambda: LambdaClient,
  cloudFormation: CloudFormationClient,
  needs: AssemblyNeeds,
): Promise<number> {
  let total = 0;
  for (const { logicalId } of needs.reservations) {
    let physicalId: string | undefined;
    try {
      const { StackResourceDetail: detail } = await cloudFormation.send(
        new DescribeStackResourceCommand({ StackName: needs.stackName, LogicalResourceId: logicalId }),
      );
      physicalId = detail?.PhysicalResourceId;
    } catch (error) {
      // No stack yet, or not this function in it: nothing of the account is reserved for it.
      if (!/does not exist/.test((error as Error).message)) throw error;
    }
    if (!physicalId) continue;
    const { ReservedConcurrentExecutions: reserved } = await lambda.send(
      new GetFunctionConcurrencyCommand({ FunctionName: physicalId }),
    );
    total += reserved ?? 0;
  }
  return total;
}

/**
 * The account's concurrency quota leaves room for what the stack reserves, with the minimum
 * Lambda keeps unreserved. The stack's own reservation, if deployed, is counted as free.
 */
export async function checkLambdaConcurrency(
  lambda: LambdaClient,
  cloudFormation: CloudFormationClient,
  settings: DeploySettings,
  needs: AssemblyNeeds,
): Promise<CheckResult> {
  const name = 'Lambda concurrency';
  const wanted = needs.reservations.reduce((sum, entry) => sum + entry.reserved, 0);
  if (wanted === 0) return result(name, 'skipped', 'The stack reserves no concurrency.');
  const { AccountLimit: limits } = await lambda.send(new GetAccountSettingsCommand({}));
  const limit = limits?.ConcurrentExecutions ?? 0;
  const unreserved =
    (limits?.UnreservedConcurrentExecutions ?? 0) + (await reservedToday(lambda, cloudFormation, needs));
  const minimum = unreservedMinimum(limit);
  const left = unreserved - wanted;
  if (left >= minimum)
    return result(
      name,
      'ok',
      `The stack reserves ${wanted} of the account's ${limit} concurrent executions in ${settings.region}; ${left} stay unreserved (Lambda keeps ${minimum}).`,
    );
  const reservedElsewhere = limit - unreserved;
  const quotaNeeded = reservedElsewhere + wanted + 100;
  const fits = unreserved - minimum;
  return result(
    name,
    'failed',
    `The stack reserves ${wanted} concurrent executions (ai.analyserConcurrency=${settings.ai.analyserConcurrency}), but the account's quota in ${settings.region} is ${limit}, ${unreserved} of it free to reserve, and Lambda keeps ${minimum} unreserved. Request a "Concurrent executions" quota of at least ${quotaNeeded} (Service Quotas, AWS Lambda)${fits >= 2 ? `, or set ai.analyserConcurrency to ${fits} or less` : ''}.`,
  );
}

/** The bootstrap stack is at least the version the assembly's assets need. */
export async function checkBootstrapVersion(
  ssm: SSMClient,
  settings: DeploySettings,
  needs: AssemblyNeeds,
): Promise<CheckResult> {
  const name = 'CDK bootstrap version';
  if (!needs.bootstrap) return result(name, 'skipped', 'The assembly names no bootstrap version.');
  const { requiredVersion, parameter } = needs.bootstrap;
  const bootstrap = `npx cdk bootstrap aws://${settings.account ?? '<account id>'}/${settings.region}`;
  let value: string | undefined;
  try {
    value = (await ssm.send(new GetParameterCommand({ Name: parameter }))).Parameter?.Value;
  } catch (error) {
    if ((error as Error).name !== 'ParameterNotFound') throw error;
    return result(
      name,
      'failed',
      `No ${parameter} in ${settings.region}: the region is not bootstrapped (or with another qualifier). Run: ${bootstrap}`,
    );
  }
  const version = Number(value);
  if (!Number.isInteger(version) || version < requiredVersion)
    return result(
      name,
      'failed',
      `The bootstrap stack in ${settings.region} is version ${value}; this assembly needs ${requiredVersion} or later. Run: ${bootstrap}`,
    );
  return result(
    name,
    'ok',
    `Version ${version} in ${settings.region} (the assembly needs ${requiredVersion}).`,
  );
}
