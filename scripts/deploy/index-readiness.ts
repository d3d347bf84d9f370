import { type CloudFormationClient, DescribeStackResourceCommand } from '@aws-sdk/client-cloudformation';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { samEnvOutputId } from '#infra/sam-env-outputs.ts';
import type { CheckResult } from './preflight';

// The staged upgrade's gate (docs/operator-guide.md#updating): a new global secondary index is
// built after CloudFormation reports the update done, and CloudFormation refuses to create
// the next one while it is CREATING, half-way through an update that then rolls back. So
// every deploy waits, before CloudFormation starts and after it ends, until each index of the
// deployed table is ACTIVE and not backfilling, or stops with the command that shows it.

const name = 'Indexes of the deployed table';

export interface IndexWait {
  /** How long to wait for the indexes, in all. */
  readonly timeoutSeconds: number;
  /** How long between two DescribeTable calls. */
  readonly pollSeconds: number;
}

/** An index of thousands of items is built in minutes; millions can take hours (then: the command). */
export const indexWait: IndexWait = { timeoutSeconds: 30 * 60, pollSeconds: 20 };

export interface IndexWaitDeps {
  readonly dynamo: DynamoDBClient;
  readonly region: string;
  readonly log?: (line: string) => void;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly now?: () => number;
}

/** The command an operator runs to see each index's state. */
export function describeIndexesCommand(region: string, tableName: string): string {
  return `aws dynamodb describe-table --region ${region} --table-name ${tableName} --query 'Table.GlobalSecondaryIndexes[].[IndexName,IndexStatus,Backfilling]'`;
}

/** The indexes not ready yet, as `name (STATUS, backfilling)`. */
async function indexesNotReady(dynamo: DynamoDBClient, tableName: string): Promise<string[]> {
  const { Table: table } = await dynamo.send(new DescribeTableCommand({ TableName: tableName }));
  return (table?.GlobalSecondaryIndexes ?? [])
    .filter((index) => index.IndexStatus !== 'ACTIVE' || index.Backfilling === true)
    .map((index) => `${index.IndexName} (${index.IndexStatus}${index.Backfilling ? ', backfilling' : ''})`);
}

/** Waits until every index of `tableName` is ACTIVE, at most `wait.timeoutSeconds`. */
export async function waitForActiveIndexes(
  deps: IndexWaitDeps,
  tableName: string,
  wait: IndexWait = indexWait,
): Promise<CheckResult> {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? Date.now;
  const deadline = now() + wait.timeoutSeconds * 1000;
  for (;;) {
    const waiting = await indexesNotReady(deps.dynamo, tableName);
    if (!waiting.length)
      return { check: name, status: 'ok', message: `Every index of ${tableName} is ACTIVE.` };
    if (now() >= deadline)
      return {
        check: name,
        status: 'failed',
        message:
          `${tableName}: ${waiting.join(', ')} still building after ${wait.timeoutSeconds / 60} minutes; ` +
          `CloudFormation cannot change the table's indexes until it is ACTIVE. Deploy again once this shows every index ACTIVE (and Backfilling empty):\n  ` +
          describeIndexesCommand(deps.region, tableName),
      };
    deps.log?.(`  Waiting for ${waiting.join(', ')} of ${tableName} to be ACTIVE...`);
    await sleep(wait.pollSeconds * 1000);
  }
}

/** The listings table's logical id in a synthesised template (its sam:env output's `Ref`). */
export function listingsTableLogicalId(template: { Outputs?: Record<string, unknown> }): string {
  const output = template.Outputs?.[samEnvOutputId('listingsTable')] as
    { Value?: { Ref?: string } } | undefined;
  const id = output?.Value?.Ref;
  if (!id)
    throw new Error(
      `The template has no ${samEnvOutputId('listingsTable')} output naming the listings table.`,
    );
  return id;
}

/**
 * The deployed stack's listings table (found by its logical id: a stack from 0.0.1 has no
 * output naming it) waited for; a first deploy has nothing to wait for.
 */
export async function waitForDeployedIndexes(
  deps: IndexWaitDeps & { cloudFormation: CloudFormationClient },
  stack: { stackName: string; tableLogicalId: string },
  wait: IndexWait = indexWait,
): Promise<CheckResult> {
  let tableName: string | undefined;
  try {
    const { StackResourceDetail: detail } = await deps.cloudFormation.send(
      new DescribeStackResourceCommand({
        StackName: stack.stackName,
        LogicalResourceId: stack.tableLogicalId,
      }),
    );
    tableName = detail?.PhysicalResourceId;
  } catch (error) {
    if (!/does not exist/.test((error as Error).message)) throw error;
  }
  if (!tableName)
    return {
      check: name,
      status: 'ok',
      message: `No listings table in ${stack.stackName} yet: nothing to wait for.`,
    };
  return waitForActiveIndexes(deps, tableName, wait);
}
