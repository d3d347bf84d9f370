import {
  CloudFormationClient,
  CloudFormationServiceException,
  DescribeStackResourceCommand,
} from '@aws-sdk/client-cloudformation';
import {
  DescribeTableCommand,
  DynamoDBClient,
  type GlobalSecondaryIndexDescription,
} from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { readRelease } from '#infra/upgrade/releases.ts';
import {
  listingsTableLogicalId,
  waitForActiveIndexes,
  waitForDeployedIndexes,
} from '../../../scripts/deploy/index-readiness.ts';

// The staged upgrade's gate: each deploy waits, before CloudFormation and after it, until every
// index of the deployed listings table is ACTIVE, or stops with the command that shows it
// (docs/operator-guide.md#updating). DescribeTable through a mocked client, time through a fake clock.

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const dynamo = mockClient(DynamoDBClient);
const cloudFormation = mockClient(CloudFormationClient);
const table = 'SnapListShift-DataListings-1';
const wait = { timeoutSeconds: 120, pollSeconds: 20 };

/** A clock that moves only when the code sleeps, and the sleeps it was asked for. */
function fakeTime() {
  let clock = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => clock,
    sleep: async (ms: number) => {
      slept.push(ms);
      clock += ms;
    },
  };
}

const deps = (time = fakeTime(), log: string[] = []) => ({
  dynamo: new DynamoDBClient({ region: 'eu-west-2', credentials }),
  region: 'eu-west-2',
  log: (line: string) => log.push(line),
  sleep: time.sleep,
  now: time.now,
});

const indexes = (...states: [string, string, boolean?][]) => ({
  Table: {
    TableName: table,
    GlobalSecondaryIndexes: states.map(
      ([IndexName, IndexStatus, Backfilling]): GlobalSecondaryIndexDescription => ({
        IndexName,
        IndexStatus: IndexStatus as GlobalSecondaryIndexDescription['IndexStatus'],
        Backfilling,
      }),
    ),
  },
});

beforeEach(() => {
  dynamo.reset();
  cloudFormation.reset();
});

describe('waiting for the indexes', () => {
  it('goes on at once when every index is ACTIVE', async () => {
    dynamo.on(DescribeTableCommand, { TableName: table }).resolves(indexes(['readyByUser', 'ACTIVE']));
    const time = fakeTime();
    expect(await waitForActiveIndexes(deps(time), table, wait)).toMatchObject({ status: 'ok' });
    expect(time.slept).toEqual([]);
  });

  it('waits while the new index is CREATING and backfilling, then goes on', async () => {
    dynamo
      .on(DescribeTableCommand)
      .resolvesOnce(indexes(['readyByUser', 'ACTIVE'], ['waiting-analyses', 'CREATING', true]))
      .resolvesOnce(indexes(['readyByUser', 'ACTIVE'], ['waiting-analyses', 'CREATING', false]))
      .resolves(indexes(['readyByUser', 'ACTIVE'], ['waiting-analyses', 'ACTIVE']));
    const [time, log] = [fakeTime(), [] as string[]];
    const result = await waitForActiveIndexes(deps(time, log), table, wait);
    expect(result).toMatchObject({ status: 'ok', message: `Every index of ${table} is ACTIVE.` });
    expect(time.slept).toEqual([20_000, 20_000]);
    expect(log[0]).toBe(`  Waiting for waiting-analyses (CREATING, backfilling) of ${table} to be ACTIVE...`);
    expect(dynamo.commandCalls(DescribeTableCommand)).toHaveLength(3);
  });

  it('counts an ACTIVE index still backfilling as not ready', async () => {
    dynamo
      .on(DescribeTableCommand)
      .resolvesOnce(indexes(['soldByUser', 'ACTIVE', true]))
      .resolves(indexes(['soldByUser', 'ACTIVE', false]));
    const time = fakeTime();
    expect(await waitForActiveIndexes(deps(time), table, wait)).toMatchObject({ status: 'ok' });
    expect(time.slept).toHaveLength(1);
  });

  it('stops after the time allowed with the describe-table command to check', async () => {
    dynamo
      .on(DescribeTableCommand)
      .resolves(indexes(['readyByUser', 'ACTIVE'], ['soldByUser', 'CREATING', true]));
    const time = fakeTime();
    const result = await waitForActiveIndexes(deps(time), table, wait);
    expect(result.status).toBe('failed');
    expect(result.message).toContain(
      `${table}: soldByUser (CREATING, backfilling) still building after 2 minutes`,
    );
    expect(result.message).toContain(
      `aws dynamodb describe-table --region eu-west-2 --table-name ${table} --query 'Table.GlobalSecondaryIndexes[].[IndexName,IndexStatus,Backfilling]'`,
    );
    expect(time.slept).toEqual([20_000, 20_000, 20_000, 20_000, 20_000, 20_000]);
  });

  it('goes on for a table without indexes', async () => {
    dynamo.on(DescribeTableCommand).resolves({ Table: { TableName: table } });
    expect(await waitForActiveIndexes(deps(), table, wait)).toMatchObject({ status: 'ok' });
  });
});

describe("the deployed stack's listings table", () => {
  const logicalId = listingsTableLogicalId(readRelease('0.1.0') as { Outputs?: Record<string, unknown> });
  const withCloudFormation = () => ({
    ...deps(),
    cloudFormation: new CloudFormationClient({ region: 'eu-west-2', credentials }),
  });

  it("is found by the template's listings output", () => {
    expect(logicalId).toBe('DataListings4631E74A');
  });

  it('is found by its logical id, which a stack from 0.0.1 has too, and waited for', async () => {
    cloudFormation
      .on(DescribeStackResourceCommand, { StackName: 'SnapListShift', LogicalResourceId: logicalId })
      .resolves({
        StackResourceDetail: {
          LogicalResourceId: logicalId,
          PhysicalResourceId: table,
          ResourceType: 'AWS::DynamoDB::Table',
          ResourceStatus: 'UPDATE_COMPLETE',
          LastUpdatedTimestamp: new Date(0),
        },
      });
    dynamo
      .on(DescribeTableCommand, { TableName: table })
      .resolves(indexes(['readyByUser', 'CREATING', true]));
    const result = await waitForDeployedIndexes(
      withCloudFormation(),
      { stackName: 'SnapListShift', tableLogicalId: logicalId },
      wait,
    );
    expect(result.status).toBe('failed');
  });

  it('has nothing to wait for on a first deploy', async () => {
    cloudFormation.on(DescribeStackResourceCommand).rejects(
      new CloudFormationServiceException({
        name: 'ValidationError',
        $fault: 'client',
        $metadata: {},
        message: 'Stack with id SnapListShift does not exist',
      }),
    );
    const result = await waitForDeployedIndexes(
      withCloudFormation(),
      { stackName: 'SnapListShift', tableLogicalId: logicalId },
      wait,
    );
    expect(result).toMatchObject({ status: 'ok' });
    expect(dynamo.commandCalls(DescribeTableCommand)).toHaveLength(0);
  });
});
