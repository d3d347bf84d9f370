// @ts-nocheck
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DynamoListingAnalysisRepository } from '#lambdas/lib/adapters/dynamo-listing-analysis-repository.ts';
import { listingSortKey } from '#lambdas/lib/adapters/listing-keys.ts';
import { waitingAnalysesIndex } from '#lambdas/lib/adapters/waiting-analyses-index.ts';

// The analysis adapter's two reads of every match (the twin's restart recovery, the sweeper):
// DynamoDB answers in pages of at most 1 MB, and a match on the second page still counts.

const ddb = mockClient(DynamoDBDocumentClient);
const repository = new DynamoListingAnalysisRepository(
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-west-2',
      credentials: { accessKeyId: 'AKIAUNITTESTEXAMPLE', secretAccessKey: 'not-real' },
    }),
  ),
  'listings-test',
);

const waitingItem = (n: number) => ({
  userId: `user-${n}`,
  id: listingSortKey(`listing-${n}`),
  [waitingAnalysesIndex.sortKey]: `2026-11-2${n}T00:00:00.000Z`,
});
const analyzingItem = (n: number) => ({
  userId: `user-${n}`,
  id: listingSortKey(`listing-${n}`),
  stage: 'analyzing',
});

beforeEach(() => ddb.reset());
afterAll(() => ddb.restore());

describe('DynamoListingAnalysisRepository', () => {
  it('lists the items waiting since before a time on every page of the index', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [waitingItem(1)], LastEvaluatedKey: { page: 1 } })
      .resolvesOnce({ Items: [waitingItem(2)] });
    const waiting = await repository.listWaitingSince('2026-11-26T00:00:00.000Z');
    expect(waiting).toEqual([
      { userId: 'user-1', id: 'listing-1', since: '2026-11-21T00:00:00.000Z' },
      { userId: 'user-2', id: 'listing-2', since: '2026-11-22T00:00:00.000Z' },
    ]);
    const calls = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ IndexName: waitingAnalysesIndex.name });
    expect(calls[1]).toMatchObject({ IndexName: waitingAnalysesIndex.name, ExclusiveStartKey: { page: 1 } });
  });

  it('lists the analyzing items on every page of the scan', async () => {
    ddb
      .on(ScanCommand)
      .resolvesOnce({ Items: [analyzingItem(1)], LastEvaluatedKey: { page: 1 } })
      .resolvesOnce({ Items: [], LastEvaluatedKey: { page: 2 } })
      .resolvesOnce({ Items: [analyzingItem(3)] });
    const analyzing = await repository.listAnalyzing();
    expect(analyzing.map((listing) => [listing.user_id, listing.id])).toEqual([
      ['user-1', 'listing-1'],
      ['user-3', 'listing-3'],
    ]);
    expect(ddb.commandCalls(ScanCommand)[2]?.args[0].input.ExclusiveStartKey).toEqual({ page: 2 });
  });
});
