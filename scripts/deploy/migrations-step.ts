import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { samEnvOutputId } from '#infra/sam-env-outputs.ts';
import type { DeploySettings } from '#infra/settings/deploy-settings.ts';
import type { MigrationTables } from '#infra/migrations/migration.ts';
import { runMigrations, type MigrationReport } from '#infra/migrations/run-migrations.ts';

// The last step of `npm run deploy`, and `npm run migrate [-- --dry-run]`: the data
// migrations (infra/migrations) on the deployed stack's tables, found by the stack's outputs,
// with the operator's credentials. The twin runs the same runMigrations at its start.

/** The deployed tables the migrations change, by the stack's outputs. */
export async function deployedTables(
  cloudFormation: CloudFormationClient,
  stackName: string,
): Promise<MigrationTables> {
  const { Stacks: stacks } = await cloudFormation.send(new DescribeStacksCommand({ StackName: stackName }));
  const outputId = samEnvOutputId('listingsTable');
  const listings = stacks?.[0]?.Outputs?.find((output) => output.OutputKey === outputId)?.OutputValue;
  if (!listings) throw new Error(`The stack ${stackName} has no ${outputId} output: is it deployed?`);
  return { listings };
}

export interface MigrateDeployedOptions {
  settings: DeploySettings;
  stackName: string;
  dryRun?: boolean;
  log?: (line: string) => void;
  clients?: { cloudFormation: CloudFormationClient; dynamo: DynamoDBClient };
}

export async function migrateDeployed(options: MigrateDeployedOptions): Promise<MigrationReport[]> {
  const { region } = options.settings;
  const clients = options.clients ?? {
    cloudFormation: new CloudFormationClient({ region }),
    dynamo: new DynamoDBClient({ region }),
  };
  const tables = await deployedTables(clients.cloudFormation, options.stackName);
  return runMigrations({
    client: DynamoDBDocumentClient.from(clients.dynamo),
    tables,
    dryRun: options.dryRun,
    log: options.log,
  });
}
