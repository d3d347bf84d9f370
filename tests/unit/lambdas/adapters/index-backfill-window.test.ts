import { DynamoDBClient, DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DynamoListingAnalysisRepository } from '#lambdas/lib/adapters/dynamo-listing-analysis-repository.ts';
import { isIndexUnavailable } from '#lambdas/lib/adapters/index-availability.ts';
import { watchOperationalMetrics } from '#lambdas/lib/runtime/count-operational-metric.ts';
import { logger } from '#lambdas/lib/runtime/logger.ts';
import { ddb, repository, sub } from './dynamo-listings-test-kit';

// While a deploy's new index is backfilled (CREATING), DynamoDB refuses a Query on it. The reads
// on an index answer as if it held nothing yet and warn, instead of a 500 or a function error
// (an alarm storm) every minute. An index the table does not have is an error with an alarm.

const validation = (message: string) =>
  new DynamoDBServiceException({ name: 'ValidationException', $fault: 'client', $metadata: {}, message });
// DynamoDB's own words (a Query during the backfill; an index the table does not have).
const backfilling = () => validation('Cannot read from backfilling global secondary index: readyByUser');
const missing = () => validation('The table does not have the specified index: waiting-analyses');

const analysis = new DynamoListingAnalysisRepository(
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'eu-west-2',
      credentials: { accessKeyId: 'AKIAUNITTESTEXAMPLE', secretAccessKey: 'not-real' },
    }),
  ),
  'listings-test',
);
const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});

beforeEach(() => {
  ddb.reset();
  warn.mockClear();
});
afterAll(() => warn.mockRestore());

describe('a read on an index that is being built', () => {
  it('gives the Review tab an empty last page and a warning, not a 500', async () => {
    ddb.on(QueryCommand, { IndexName: 'readyByUser' }).rejects(backfilling());
    expect(await repository.listPage(sub, { view: 'ready', limit: 20 })).toEqual({ listings: [] });
    expect(warn).toHaveBeenCalledWith('Index not readable yet: answered as empty', {
      index: 'readyByUser',
      reason: 'Cannot read from backfilling global secondary index: readyByUser',
    });
  });

  it('gives the sweeper nothing to expire and nothing to purge', async () => {
    ddb.on(QueryCommand, { IndexName: 'waiting-analyses' }).rejects(backfilling());
    ddb.on(QueryCommand, { IndexName: 'pending-deletions' }).rejects(backfilling());
    expect(await analysis.listWaitingSince('2026-11-27T00:00:00.000Z')).toEqual([]);
    expect(await repository.listDeletionsDue('2026-11-27T00:00:00.000Z')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('a read on an index the table does not have', () => {
  it('fails, logged as an error and counted in IndexMissing: never an empty answer', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const counted: string[] = [];
    const stop = watchOperationalMetrics((metric) => counted.push(metric));
    try {
      ddb.on(QueryCommand, { IndexName: 'waiting-analyses' }).rejects(missing());
      ddb.on(QueryCommand, { IndexName: 'pending-deletions' }).rejects(missing());
      await expect(analysis.listWaitingSince('2026-11-27T00:00:00.000Z')).rejects.toThrow('specified index');
      await expect(repository.listDeletionsDue('2026-11-27T00:00:00.000Z')).rejects.toThrow(
        'specified index',
      );
      expect(error).toHaveBeenCalledWith('Index missing: the table does not have it', {
        index: 'waiting-analyses',
        reason: 'The table does not have the specified index: waiting-analyses',
      });
      expect(counted).toEqual(['IndexMissing', 'IndexMissing']);
      expect(warn).not.toHaveBeenCalled();
    } finally {
      stop();
      error.mockRestore();
    }
  });

  it('still fails on any other refusal', async () => {
    ddb.on(QueryCommand).rejects(validation('Invalid KeyConditionExpression: Syntax error'));
    await expect(repository.listPage(sub, { view: 'ready', limit: 20 })).rejects.toThrow('Syntax error');
    await expect(analysis.listWaitingSince('2026-11-27T00:00:00.000Z')).rejects.toThrow('Syntax error');
    expect(warn).not.toHaveBeenCalled();
  });

  it('the full list reads the table itself, never excused', async () => {
    ddb.on(QueryCommand).rejects(backfilling());
    await expect(repository.listPage(sub, { view: 'all', limit: 20 })).rejects.toThrow('backfilling');
  });
});

describe('isIndexUnavailable', () => {
  it('knows only the answer of an index being built', () => {
    expect(isIndexUnavailable(backfilling())).toBe(true);
    expect(isIndexUnavailable(missing())).toBe(false);
    expect(isIndexUnavailable(new Error('Cannot read from backfilling global secondary index'))).toBe(false);
    expect(isIndexUnavailable(validation('One or more parameter values were invalid'))).toBe(false);
  });
});
