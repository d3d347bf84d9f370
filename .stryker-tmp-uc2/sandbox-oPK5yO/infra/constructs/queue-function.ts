// @ts-nocheck
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { CfnEventSourceMapping, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { maxReceiveCountOf, type FunctionSpec } from '#lambdas/functions.ts';
import { AppFunction } from './app-function';

/**
 * A function fed by a queue of its own (docs/design.md#analysis), with a dead-letter queue for
 * jobs that keep failing and an alarm as soon as one lands there. The handler reports partial
 * batch failures (lambdas/lib/runtime/queue-handler.ts), so only failed records come back.
 */
export class QueueFunction extends AppFunction {
  readonly queue: Queue;
  /** Jobs that failed maxReceiveCount times (named apart from Lambda's own async-invoke DLQ). */
  readonly failedJobs: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: { name: string; spec: FunctionSpec }) {
    super(scope, id, { ...props, defaultTimeout: Duration.minutes(2) });
    const functionTimeout = this.timeout ?? Duration.minutes(2);
    // How often SQS hands a failing job back before it parks it in the dead-letter queue; the
    // handler reads the same number to know its last receive.
    const maxReceiveCount = maxReceiveCountOf(props.spec);

    this.failedJobs = new Queue(scope, `${id}-dlq`, {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    this.queue = new Queue(scope, `${id}-queue`, {
      // AWS recommends at least six times the function's timeout, so a message is not handed
      // to a second invocation while the first still works on it, retries included
      // (https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-configure.html).
      visibilityTimeout: Duration.seconds(functionTimeout.toSeconds() * 6),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      deadLetterQueue: { queue: this.failedJobs, maxReceiveCount },
    });
    this.addEventSource(new SqsEventSource(this.queue, { batchSize: 5, reportBatchItemFailures: true }));

    this.deadLetterAlarm = new Alarm(scope, `${id}-dlq-alarm`, {
      alarmDescription: `Jobs of ${props.name} failed ${maxReceiveCount} times and wait in its dead-letter queue.`,
      metric: this.failedJobs.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1) }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * At most `count` jobs at once (a spend ceiling for the analyser). The function's reserved
   * concurrency and the queue's maximum concurrency are the same number: with the reservation
   * alone, SQS would keep polling, Lambda would throttle the extra batches, and throttled
   * receives count towards maxReceiveCount, so jobs would reach the dead-letter queue unrun
   * (https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-scaling.html).
   */
  limitConcurrency(count: number): void {
    (this.node.defaultChild as CfnFunction).reservedConcurrentExecutions = count;
    for (const child of this.node.findAll()) {
      if (child instanceof CfnEventSourceMapping) child.scalingConfig = { maximumConcurrency: count };
    }
  }
}
