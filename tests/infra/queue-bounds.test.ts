import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SnapListShiftStack } from '#infra/stack.ts';
import { functionRegistry, maxReceiveCountOf } from '#lambdas/functions.ts';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import { operatorSettings, synthOperatorStack, type OperatorStack } from './operator-stack';
import { logicalId, removeTestDirs } from './synth-app';

// Every job ends and no more run at once than the settings say
// (docs/operator-guide.md#queues-and-what-ends-where): the dead-letter consumer's own retries
// end in a parking queue with an alarm, each queue keeps its messages for a stated time, and
// the analyser's event source hands over one job per invocation, at most
// ai.analyserConcurrency invocations at once.

let stack: SnapListShiftStack;
let outputs: OperatorStack['outputs'];
let ofType: OperatorStack['ofType'];
let functionId: OperatorStack['functionId'];

beforeAll(() => {
  ({ stack, outputs, ofType, functionId } = synthOperatorStack());
}, 300_000);
afterAll(removeTestDirs);

const queueOf = (construct: { node: { defaultChild?: unknown } }) =>
  ofType('AWS::SQS::Queue')[logicalId(construct.node.defaultChild)]!.Properties;
const deadLetters = () => stack.functions.deadLetter['analysis-dead-letters']!;
const analyser = () => stack.functions.queue.analyser!;
const timeoutOf = (name: string) =>
  ofType('AWS::Lambda::Function')[functionId(name)]!.Properties.Timeout as number;
const mappingOf = (name: string) =>
  Object.values(ofType('AWS::Lambda::EventSourceMapping')).find(
    (mapping) => mapping.Properties.FunctionName.Ref === functionId(name),
  )!.Properties;
const alarmsOn = (queueId: string) =>
  Object.values(ofType('AWS::CloudWatch::Alarm'))
    .map((alarm) => alarm.Properties)
    .filter((alarm) => JSON.stringify(alarm.Dimensions ?? []).includes(`"${queueId}"`));

describe("the dead-letter consumer's own retries end", () => {
  it('its source queue sends a message it failed maxReceiveCount times to a parking queue', () => {
    const parking = logicalId(deadLetters().parking.node.defaultChild);
    expect(queueOf(analyser().failedJobs).RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [parking, 'Arn'] },
      maxReceiveCount: maxReceiveCountOf(functionRegistry['analysis-dead-letters']),
    });
    expect(maxReceiveCountOf(functionRegistry['analysis-dead-letters'])).toBe(3);
  });

  it("its source queue hides a message it is working on for 6 times the consumer's timeout", () => {
    expect(timeoutOf('analysis-dead-letters')).toBe(30);
    expect(queueOf(analyser().failedJobs).VisibilityTimeout).toBe(6 * 30);
  });

  it('nothing consumes the parking queue, which keeps a message 14 days and alarms on the first', () => {
    const parking = logicalId(deadLetters().parking.node.defaultChild);
    expect(queueOf(deadLetters().parking).MessageRetentionPeriod).toBe(14 * 24 * 3600);
    const consumers = Object.values(ofType('AWS::Lambda::EventSourceMapping')).filter((mapping) =>
      JSON.stringify(mapping.Properties.EventSourceArn).includes(`"${parking}"`),
    );
    expect(consumers).toEqual([]);
    const topic = { Ref: logicalId(stack.alarms.topic.node.defaultChild) };
    expect(alarmsOn(parking)).toEqual([
      expect.objectContaining({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
        AlarmActions: [topic],
        OKActions: [topic],
      }),
    ]);
  });

  it('the consumer may park a message it cannot read, and is told where (PARKED_JOBS_QUEUE_URL)', () => {
    const parking = logicalId(deadLetters().parking.node.defaultChild);
    const variables =
      ofType('AWS::Lambda::Function')[functionId('analysis-dead-letters')]!.Properties.Environment.Variables;
    expect(variables[envNames.parkedJobsQueueUrl]).toEqual({ Ref: parking });
    const sends = Object.values(ofType('AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement) => [statement.Action].flat().includes('sqs:SendMessage'))
      .map((statement) => JSON.stringify(statement.Resource));
    expect(sends).toContain(JSON.stringify({ 'Fn::GetAtt': [parking, 'Arn'] }));
    expect(outputs.AnalysisDeadLettersParkingQueueUrl!.Value).toEqual({ Ref: parking });
  });
});

describe('each queue keeps its messages for a stated time, longer down the line', () => {
  // A standard queue keeps a message's first enqueue time through a redrive.
  it('analyser queue 4 days, its dead-letter queue and the parking queue 14', () => {
    expect(queueOf(analyser().queue).MessageRetentionPeriod).toBe(4 * 24 * 3600);
    expect(queueOf(analyser().failedJobs).MessageRetentionPeriod).toBe(14 * 24 * 3600);
    expect(queueOf(deadLetters().parking).MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });
});

describe('analyses at once are ai.analyserConcurrency, not a multiple of it', () => {
  it('one job per invocation, at most ai.analyserConcurrency invocations, and as many reserved', () => {
    const mapping = mappingOf('analyser');
    const { analyserConcurrency } = operatorSettings.ai;
    expect(mapping.BatchSize).toBe(1);
    expect(mapping.ScalingConfig).toEqual({ MaximumConcurrency: analyserConcurrency });
    // The handler runs a batch's records one after another (queue-seams.test.ts), so the jobs
    // running at once are the batch size times the invocations.
    expect(mapping.BatchSize * mapping.ScalingConfig.MaximumConcurrency).toBe(analyserConcurrency);
    expect(
      ofType('AWS::Lambda::Function')[functionId('analyser')]!.Properties.ReservedConcurrentExecutions,
    ).toBe(analyserConcurrency);
  });
});
