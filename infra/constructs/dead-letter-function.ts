import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption, type CfnQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { maxReceiveCountOf, type FunctionSpec } from '#lambdas/functions.ts';
import { AppFunction } from './app-function';
import type { QueueFunction } from './queue-function';

/**
 * A function fed by a queue function's dead-letter queue: it tells the job's owner (records a
 * retryable failure) instead of leaving the job to wait there. It takes the messages away, so
 * the alarm here counts the jobs it received: one is enough to tell the operator.
 *
 * Its own retries end: a message it fails maxReceiveCount times, and at once one that is no
 * job at all (the handler parks it), goes to its parking queue, which nothing consumes and
 * whose alarm fires on the first message (docs/operator-guide.md#queues-and-what-ends-where).
 */
export class DeadLetterFunction extends AppFunction {
  readonly deadLetterAlarm: Alarm;
  /** Messages the consumer could not handle, kept 14 days for an operator to read. */
  readonly parking: Queue;
  readonly parkingAlarm: Alarm;

  constructor(
    scope: Construct,
    id: string,
    props: { name: string; spec: FunctionSpec; source: QueueFunction },
  ) {
    super(scope, id, { ...props, defaultTimeout: Duration.seconds(30) });
    const functionTimeout = this.timeout ?? Duration.seconds(30);
    const maxReceiveCount = maxReceiveCountOf(props.spec);

    this.parking = new Queue(scope, `${id}-parking`, {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    // The source's dead-letter queue belongs to the queue function; its redrive and visibility
    // exist only because this function consumes it, so they are set here. Visibility: six
    // times this function's timeout, as AWS recommends for an SQS event source
    // (https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-configure.html).
    const consumed = props.source.failedJobs.node.defaultChild as CfnQueue;
    consumed.visibilityTimeout = functionTimeout.toSeconds() * 6;
    consumed.redrivePolicy = { deadLetterTargetArn: this.parking.queueArn, maxReceiveCount };

    this.addEventSource(
      new SqsEventSource(props.source.failedJobs, { batchSize: 5, reportBatchItemFailures: true }),
    );
    this.bindQueue('parkedJobsQueueUrl', this.parking);

    this.deadLetterAlarm = new Alarm(scope, `${id}-received-alarm`, {
      alarmDescription: `Jobs of ${props.spec.deadLettersOf} failed every receive and reached ${props.name}.`,
      metric: props.source.failedJobs.metricNumberOfMessagesReceived({
        period: Duration.minutes(5),
        statistic: Stats.SUM,
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.parkingAlarm = new Alarm(scope, `${id}-parked-alarm`, {
      alarmDescription: `${props.name} could not handle a message (failed ${maxReceiveCount} times, or no job at all): it waits in its parking queue.`,
      metric: this.parking.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1) }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
