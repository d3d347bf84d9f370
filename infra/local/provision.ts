import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { passwordPolicy } from '#domain/password-policy.ts';
import { tableSchemas, type TableSchema } from '../table-schemas';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { runMigrations } from '../migrations/run-migrations';
import { createTable, missingIndexes } from './table-definition';
import { hasKeptItems, keptItemsFile, rebuildTable, resumeRebuild } from './table-rebuild';
import { tokenLifetimes } from '../../domain/token-lifetimes';

// Idempotent provisioning of the local twin at every start: what `cdk deploy` creates in
// the cloud. Existing resources are found by name and kept, so data survives restarts.

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const poolName = 'snap-list-shift';
const clientName = 'web';

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

export async function provisionUserPool(endpoint: string): Promise<UserPoolIds> {
  const cognito = new CognitoIdentityProviderClient({ region: 'local', endpoint, credentials });
  try {
    const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((p) => p.Name === poolName)?.Id;
    if (!userPoolId) {
      const created = await cognito.send(
        new CreateUserPoolCommand({
          PoolName: poolName,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          Policies: {
            PasswordPolicy: {
              MinimumLength: passwordPolicy.minLength,
              RequireLowercase: passwordPolicy.requireLowercase,
              RequireUppercase: passwordPolicy.requireUppercase,
              RequireNumbers: passwordPolicy.requireDigits,
              RequireSymbols: passwordPolicy.requireSymbols,
            },
          },
        }),
      );
      userPoolId = created.UserPool?.Id;
    }
    if (!userPoolId) throw new Error('The Cognito emulator did not return a user pool id');

    const clients = await cognito.send(
      new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
    );
    const clientSettings = {
      UserPoolId: userPoolId,
      ClientName: clientName,
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH' as const,
        'ALLOW_USER_SRP_AUTH' as const,
        'ALLOW_REFRESH_TOKEN_AUTH' as const,
      ],
      AccessTokenValidity: tokenLifetimes.accessTokenHours,
      IdTokenValidity: tokenLifetimes.idTokenHours,
      RefreshTokenValidity: tokenLifetimes.refreshTokenDays,
      TokenValidityUnits: {
        AccessToken: 'hours' as const,
        IdToken: 'hours' as const,
        RefreshToken: 'days' as const,
      },
    };
    let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === clientName)?.ClientId;
    if (userPoolClientId) {
      // Applied at every start, so a client made by an older version gets today's settings.
      await cognito.send(new UpdateUserPoolClientCommand({ ...clientSettings, ClientId: userPoolClientId }));
    } else {
      const created = await cognito.send(new CreateUserPoolClientCommand(clientSettings));
      userPoolClientId = created.UserPoolClient?.ClientId;
    }
    if (!userPoolClientId) throw new Error('The Cognito emulator did not return a client id');
    return { userPoolId, userPoolClientId };
  } finally {
    cognito.destroy();
  }
}

async function ensureTable(dynamo: DynamoDBClient, schema: TableSchema, dataDir: string) {
  const keptFile = keptItemsFile(dataDir, schema.name);
  if (hasKeptItems(keptFile)) return resumeRebuild(dynamo, schema, keptFile);
  let existing;
  try {
    existing = await dynamo.send(new DescribeTableCommand({ TableName: schema.name }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  if (!existing) await createTable(dynamo, schema);
  else if (missingIndexes(schema, existing.Table).length) await rebuildTable(dynamo, schema, keptFile);
}

/**
 * The tables, then the data migrations (infra/migrations), the same code `npm run deploy` runs
 * after the stack update: items the twin kept from an older version get what today's reads need.
 * dataDir holds the file a table rebuild keeps its items in (table-rebuild.ts).
 */
export async function provisionTables(
  endpoint: string,
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<void> {
  const dynamo = new DynamoDBClient({ region: 'local', endpoint, credentials });
  try {
    for (const schema of Object.values(tableSchemas)) await ensureTable(dynamo, schema, dataDir);
    await runMigrations({
      client: DynamoDBDocumentClient.from(dynamo),
      tables: { listings: tableSchemas.listings.name },
      log,
    });
  } finally {
    dynamo.destroy();
  }
}
