// @ts-nocheck
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InProcessJobQueue } from '#lambdas/lib/local/in-process-job-queue.ts';
import { SqsJobQueue } from '#lambdas/lib/adapters/sqs-job-queue.ts';
import type { AnalysisJob } from '#lambdas/lib/ports/analysis-job.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { makeAnalysisQueue } from '#lambdas/lib/runtime/factories/make-analysis-queue.ts';
import { defineServices, provideServices, resetServices } from '#lambdas/lib/runtime/services.ts';
import { handled, handler } from '#tests/fixtures/functions/sample-queue.ts';
import { lambdaContext } from './lambda-test-kit';

// The seams a queue function plugs into (docs/design.md#analysis): the wrapper that reports partial
// batch failures, and the two adapters of the JobQueue port.

function sqsEvent(bodies: string[]): SQSEvent {
  return {
    Records: bodies.map((body, i) => ({
      messageId: `message-${i}`,
      receiptHandle: `receipt-${i}`,
      body,
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: '0',
        SenderId: 'test',
        ApproximateFirstReceiveTimestamp: '0',
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-west-2:123456789012:jobs',
      awsRegion: 'eu-west-2',
    })),
  };
}

afterEach(() => {
  handled.length = 0;
});

describe('withQueueHandler', () => {
  it('handles every job and reports no failure when all succeed', async () => {
    const response = await handler(
      sqsEvent([JSON.stringify({ id: 'a' }), JSON.stringify({ id: 'b' })]),
      lambdaContext,
    );
    expect(handled).toEqual(['a', 'b']);
    expect(response.batchItemFailures).toEqual([]);
  });

  it('reports only the failed job, so SQS retries that one alone', async () => {
    const bodies = [{ id: 'a' }, { id: 'b', fail: true }, { id: 'c' }].map((job) => JSON.stringify(job));
    const response = await handler(sqsEvent(bodies), lambdaContext);
    expect(handled).toEqual(['a', 'c']);
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'message-1' }]);
  });

  it('fails a job whose body is not JSON or not of the job schema, and handles the rest', async () => {
    const response = await handler(sqsEvent(['not json', '{"id": 7}', '{"id":"ok"}']), lambdaContext);
    expect(handled).toEqual(['ok']);
    expect(response.batchItemFailures.map((f) => f.itemIdentifier)).toEqual(['message-0', 'message-1']);
  });
});

describe('SqsJobQueue', () => {
  it('sends each job as one message whose body is the job as JSON', async () => {
    const sqs = mockClient(SQSClient);
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    await new SqsJobQueue(new SQSClient({ region: 'eu-west-2' }), 'https://sqs.example/jobs').send({
      id: 'a',
    });
    expect(sqs.commandCalls(SendMessageCommand)[0]?.args[0].input).toEqual({
      QueueUrl: 'https://sqs.example/jobs',
      MessageBody: '{"id":"a"}',
    });
    sqs.restore();
  });
});

describe('InProcessJobQueue', () => {
  it('answers the sender at once and hands the job to the consumer as an SQS event of one record', async () => {
    const invoke = vi.fn(async (_name: string, event: SQSEvent) => handler(event, lambdaContext));
    const queue = new InProcessJobQueue<{ id: string }>('sample' as never, invoke);
    await queue.send({ id: 'x' });
    expect(invoke).not.toHaveBeenCalled();
    await queue.drain();
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke.mock.calls[0]?.[1].Records).toHaveLength(1);
    expect(handled).toEqual(['x']);
  });

  it('keeps going after a job fails or the consumer crashes', async () => {
    const invoke = vi
      .fn()
      .mockRejectedValueOnce(new Error('crash'))
      .mockResolvedValue({ batchItemFailures: [] });
    const queue = new InProcessJobQueue<{ id: string }>('sample' as never, invoke);
    await queue.send({ id: '1' });
    await queue.send({ id: '2' });
    await queue.drain();
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});

describe('the analyser queue factory', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetServices();
  });

  it('is the SQS queue of ANALYSER_QUEUE_URL', async () => {
    vi.stubEnv(envNames.analyserQueueUrl, 'https://sqs.example/analyser');
    vi.stubEnv(envNames.region, 'eu-west-2');
    const sqs = mockClient(SQSClient);
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    const queue = makeAnalysisQueue();
    expect(queue).toBeInstanceOf(SqsJobQueue);
    await queue.send({ userId: 'u', listingId: 'l' });
    expect(sqs.commandCalls(SendMessageCommand)[0]?.args[0].input.QueueUrl).toBe(
      'https://sqs.example/analyser',
    );
    sqs.restore();
  });

  it('fails on a missing ANALYSER_QUEUE_URL instead of queuing in this process', () => {
    vi.stubEnv(envNames.analyserQueueUrl, '');
    expect(() => makeAnalysisQueue()).toThrow(
      `Missing required environment variable ${envNames.analyserQueueUrl}`,
    );
    // A function declaring the queue fails when it declares it, not on first use.
    expect(() => defineServices({ analysisQueue: makeAnalysisQueue })).toThrow(
      `${envNames.analyserQueueUrl} is not set`,
    );
  });

  it('is not used where a home provides its own queue (the twin)', () => {
    vi.stubEnv(envNames.analyserQueueUrl, '');
    const provided = new InProcessJobQueue<AnalysisJob>('analyser', async () => undefined);
    provideServices({ analysisQueue: provided });
    expect(defineServices({ analysisQueue: makeAnalysisQueue }).analysisQueue).toBe(provided);
  });
});
