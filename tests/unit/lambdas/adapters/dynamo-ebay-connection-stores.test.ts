import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { DynamoEbayConnections } from '#lambdas/lib/adapters/dynamo-ebay-connections.ts';
import { DynamoOAuthStates } from '#lambdas/lib/adapters/dynamo-oauth-states.ts';
import { fixtureUser } from '../lambda-test-kit';

// The DynamoDB requests of the eBay connection store (profiles table) and of Connect eBay's
// states (rate-limits table); their behaviour on the emulator is in
// tests/integration/ebay-ports-contract.test.ts.

const ddb = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: 'eu-west-2',
    credentials: { accessKeyId: 'AKIAUNITTESTEXAMPLE', secretAccessKey: 'not-real' },
  }),
);
const sub = fixtureUser.sub;
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });

beforeEach(() => ddb.reset());

describe('the Connect eBay states', () => {
  const states = new DynamoOAuthStates(client, 'rate-limits-test');

  it('stores a state under its own key, with its user and TTL, never over another', async () => {
    ddb.on(PutCommand).resolves({});
    await states.create('s-1', sub, 1_800_000_600);
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input).toEqual({
      TableName: 'rate-limits-test',
      Item: { id: 'ebay-oauth-state#s-1', userId: sub, expiresAt: 1_800_000_600 },
      ConditionExpression: 'attribute_not_exists(id)',
    });
  });

  it("consumes it with one delete conditional on the caller's id and the expiry", async () => {
    ddb.on(DeleteCommand).resolves({});
    expect(await states.consume('s-1', sub, 1_800_000_000)).toBe(true);
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({
      TableName: 'rate-limits-test',
      Key: { id: 'ebay-oauth-state#s-1' },
      ConditionExpression: 'userId = :user AND expiresAt > :now',
      ExpressionAttributeValues: { ':user': sub, ':now': 1_800_000_000 },
    });
  });

  it('answers false when the condition fails (used, foreign or expired)', async () => {
    ddb.on(DeleteCommand).rejects(conditionFailed());
    expect(await states.consume('s-1', sub, 1_800_000_000)).toBe(false);
  });
});

describe('the eBay connections', () => {
  const connections = new DynamoEbayConnections(client, 'profiles-test');

  it('renews only a connection that is still there', async () => {
    ddb.on(UpdateCommand).resolves({});
    await connections.renewAccess(sub, 'sealed', 1_800_000_007_200_000);
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      TableName: 'profiles-test',
      Key: { id: `ebay-connection#${sub}` },
      ConditionExpression: 'attribute_exists(id)',
    });
  });

  it('takes a connection removed meanwhile as nothing to do', async () => {
    ddb.on(UpdateCommand).rejects(conditionFailed());
    await expect(connections.markNeedsReconnect(sub)).resolves.toBeUndefined();
  });
});
