// @ts-nocheck
import type { SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/analysis-dead-letters/handler.ts';
import { replaceServices, resetServices } from '#lambdas/lib/runtime/services.ts';
import { InMemoryAnalysisRepository } from '#tests/support/in-memory/in-memory-analysis-repository.ts';
import { fixtureListingId, fixtureUser, lambdaContext } from './lambda-test-kit';
import { storedListing } from '#tests/support/listing-builder.ts';

// The analyser's dead-letter queue: a job SQS gave up on tells its item's owner, through the
// same queue seam as the analyser (partial batch failures), on an in-memory repository.

afterEach(() => resetServices());

function deadLetter(body: string): SQSEvent {
  return {
    Records: [
      {
        messageId: 'm-1',
        receiptHandle: 'r-1',
        body,
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: '0',
          SenderId: 'sqs',
          ApproximateFirstReceiveTimestamp: '0',
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:eu-west-2:123456789012:analyser-dlq',
        awsRegion: 'eu-west-2',
      },
    ],
  };
}

function withItem(changes: Parameters<typeof storedListing>[1]) {
  const analyses = new InMemoryAnalysisRepository();
  analyses.seed(storedListing(fixtureListingId, { stage: 'analyzing', ...changes }));
  replaceServices({ analyses });
  return analyses;
}

const job = JSON.stringify({ userId: fixtureUser.sub, listingId: fixtureListingId });

describe('a dead-lettered analysis job', () => {
  it('records "could not be finished" on an item no run holds, so the page offers Try again', async () => {
    const analyses = withItem({ analysis_started_at: '2026-11-22T10:00:00.000Z' });
    expect(await handler(deadLetter(job), lambdaContext)).toEqual({ batchItemFailures: [] });
    expect(analyses.item(fixtureUser.sub, fixtureListingId)).toMatchObject({
      stage: 'analyzing',
      analysis_error: 'The analysis could not be finished. Please try again.',
      analysis_started_at: null,
    });
  });

  it('leaves a run the user started since alone', async () => {
    const running = new Date().toISOString();
    const analyses = withItem({ analysis_started_at: running });
    await handler(deadLetter(job), lambdaContext);
    expect(analyses.item(fixtureUser.sub, fixtureListingId)).toMatchObject({
      analysis_error: null,
      analysis_started_at: running,
    });
  });

  it('keeps the failure a run recorded already', async () => {
    const analyses = withItem({
      analysis_error: 'The AI service is unavailable right now. Please try again.',
    });
    await handler(deadLetter(job), lambdaContext);
    expect(analyses.item(fixtureUser.sub, fixtureListingId)?.analysis_error).toBe(
      'The AI service is unavailable right now. Please try again.',
    );
  });
});
