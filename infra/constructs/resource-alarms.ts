import { Duration, Stack, Token } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { config } from '#lambdas/lib/runtime/config.ts';
import { sustainedPeriods } from './alarms';

const fiveMinutes = Duration.minutes(5);

/** CloudFront publishes its metrics in us-east-1 only, whatever the stack's region. */
export const cloudFrontMetricsRegion = 'us-east-1';

export interface ResourceAlarmsProps {
  /** Starts each alarm's name, like the other alarms of the stack (alarms.ts). */
  readonly namePrefix: string;
  /** The job queues, by the name of the function they feed. */
  readonly queues: Readonly<Record<string, IQueue>>;
  /** The tables, by a short name for the alarm's. */
  readonly tables: Readonly<Record<string, ITable>>;
  readonly distribution: IDistribution;
}

/**
 * Alarms on the managed services under the functions: a job waiting too long, a table
 * throttling, the site answering 5xx. Their actions (alarm and OK) come from
 * Alarms.notifyAll, like every alarm of the stack; docs/operator-guide.md says what to do.
 */
export class ResourceAlarms extends Construct {
  /** Whether the CloudFront 5xx alarm exists: only a us-east-1 stack can see the metric. */
  readonly watchesCloudFront: boolean;

  constructor(scope: Construct, id: string, props: ResourceAlarmsProps) {
    super(scope, id);
    const alarm = (
      name: string,
      metric: IMetric,
      threshold: number,
      description: string,
      periods: { evaluationPeriods: number; datapointsToAlarm?: number } = { evaluationPeriods: 1 },
    ) =>
      new Alarm(this, name, {
        alarmName: `${props.namePrefix}-${name}`,
        alarmDescription: description,
        metric,
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        ...periods,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });

    // Past the stuck bound the sweeper gives the item up (the user sees Try again), so a job
    // that waited that long reached nobody in time.
    const stuckSeconds = config.analysisStuckSeconds();
    for (const [name, queue] of Object.entries(props.queues)) {
      alarm(
        `${name}-oldest-job`,
        queue.metricApproximateAgeOfOldestMessage({ period: fiveMinutes, statistic: 'Maximum' }),
        stuckSeconds,
        `A job of ${name} waited ${stuckSeconds} s or more in its queue: the function is not keeping up (concurrency, throttles) or not running.`,
      );
    }

    for (const [name, table] of Object.entries(props.tables)) {
      const throttleEvents = (metricName: string) =>
        new Metric({
          namespace: 'AWS/DynamoDB',
          metricName,
          dimensionsMap: { TableName: table.tableName },
          statistic: 'Sum',
          period: fiveMinutes,
        });
      alarm(
        `${name}-table-throttles`,
        new MathExpression({
          expression: 'reads + writes',
          usingMetrics: {
            reads: throttleEvents('ReadThrottleEvents'),
            writes: throttleEvents('WriteThrottleEvents'),
          },
          period: fiveMinutes,
          label: `${name} throttle events`,
        }),
        1,
        // Sustained: an on-demand table throttles a moment while it adapts to a burst.
        `DynamoDB throttled reads or writes of the ${name} table in 3 of the last 5 five-minute periods.`,
        sustainedPeriods,
      );
    }

    // A CloudWatch alarm watches metrics of its own region only; outside us-east-1 the guide
    // says where to look instead (docs/operator-guide.md#alarms-and-what-to-do).
    const region = Stack.of(this).region;
    this.watchesCloudFront = !Token.isUnresolved(region) && region === cloudFrontMetricsRegion;
    if (this.watchesCloudFront) {
      const distributionMetric = (metricName: string, statistic: string) =>
        new Metric({
          namespace: 'AWS/CloudFront',
          metricName,
          dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
          statistic,
          period: fiveMinutes,
        });
      alarm(
        'site-5xx-rate',
        new MathExpression({
          // Like the API's: a rate over at least 20 requests.
          expression: 'IF(requests >= 20, errors, 0)',
          usingMetrics: {
            requests: distributionMetric('Requests', 'Sum'),
            errors: distributionMetric('5xxErrorRate', 'Average'),
          },
          period: fiveMinutes,
          label: 'CloudFront 5xx %',
        }),
        5,
        'More than 5% of CloudFront requests (site and API) answered 5xx in 5 minutes (at least 20 requests).',
      );
    }
  }
}
