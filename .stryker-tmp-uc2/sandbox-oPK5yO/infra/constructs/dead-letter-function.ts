// @ts-nocheck
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { Construct } from 'constructs';
import type { FunctionSpec } from '#lambdas/functions.ts';
import { AppFunction } from './app-function';
import type { QueueFunction } from './queue-function';

/**
 * A function fed by a queue function's dead-letter queue: it tells the job's owner (records a
 * retryable failure) instead of leaving the job to wait there. It takes the messages away, so
 * the alarm here counts the jobs it received: one is enough to tell the operator.
 */
export class DeadLetterFunction extends AppFunction {
  readonly deadLetterAlarm: Alarm;

  constructor(
    scope: Construct,
    id: string,
    props: { name: string; spec: FunctionSpec; source: QueueFunction },
  ) {
    super(scope, id, { ...props, defaultTimeout: Duration.seconds(30) });
    this.addEventSource(
      new SqsEventSource(props.source.failedJobs, { batchSize: 5, reportBatchItemFailures: true }),
    );
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
  }
}
