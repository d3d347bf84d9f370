import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  type CfnAlarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Key } from 'aws-cdk-lib/aws-kms';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { BUDGET_WARNING_PERCENT } from '#domain/ai-spend.ts';
import {
  metricDimensions,
  metricNamespace,
  operationalMetrics,
} from '#lambdas/lib/runtime/operational-metrics.ts';
import type { AppFunction } from './app-function';

const fiveMinutes = Duration.minutes(5);

/** A function's errors or throttles, in percent of its calls, that its alarms wait for. */
const functionFailurePercent = 5;

/** Breaching in 3 of the last 5 periods: a sustained problem, not one event. */
export const sustainedPeriods = { evaluationPeriods: 5, datapointsToAlarm: 3 } as const;

/**
 * An EMF metric of lambdas/lib/runtime/operational-metrics.ts, of one stage's functions, summed
 * over five minutes.
 */
export function operationalMetric(name: string, stage: string, label?: string): Metric {
  return new Metric({
    namespace: metricNamespace,
    metricName: name,
    dimensionsMap: metricDimensions(stage),
    statistic: 'Sum',
    period: fiveMinutes,
    label,
  });
}

/**
 * The product's own signals and what each alarm waits for: a number over five minutes. The
 * operator guide (docs/operator-guide.md) says what each means and what to do.
 */
const operationalAlarms = [
  {
    id: 'AiProviderFailures',
    metric: operationalMetrics.aiProviderFailures,
    threshold: 3,
    description: 'The AI provider failed 3 or more calls in 5 minutes (5xx, timeouts, a bad or revoked key).',
  },
  {
    id: 'AiBudgetExhausted',
    metric: operationalMetrics.aiBudgetExhausted,
    threshold: 1,
    description:
      "The product's daily AI spend ceiling in US dollars (ai.dailySpendUsd) is reached: analyses are refused until midnight UTC.",
  },
  {
    id: 'AiBudgetNearlySpent',
    metric: operationalMetrics.aiBudgetSpentPercent,
    // A level, not a count: the highest share of the day reported in the five minutes.
    statistic: 'Maximum',
    threshold: BUDGET_WARNING_PERCENT,
    description: `${BUDGET_WARNING_PERCENT}% of the product's daily AI spend ceiling in US dollars (ai.dailySpendUsd) is spent: raise it before analyses are refused until midnight UTC.`,
  },
  {
    id: 'AiUserShareSpent',
    metric: operationalMetrics.aiUserShareSpent,
    threshold: 5,
    description:
      'Users spent their share of the daily AI spend ceiling (ai.userSharePercent of ai.dailySpendUsd) 5 or more times in 5 minutes.',
  },
  {
    id: 'IndexMissing',
    metric: operationalMetrics.indexesMissing,
    // One is enough: a read on an index the table lacks fails every time until a deploy adds it.
    threshold: 1,
    description:
      'A read named an index the listings table does not have (a deploy left it out or deleted it): the Sold view, the purge of deleted listings or the stuck-analysis sweeper fails.',
  },
  {
    id: 'AnalysesTimedOut',
    metric: operationalMetrics.analysesTimedOut,
    threshold: 1,
    description: 'An analysis ran past its deadline or was found stuck.',
  },
  {
    id: 'AiCallsRefused',
    metric: operationalMetrics.aiCallsRefused,
    threshold: 10,
    description:
      'Users reached the per-user AI limit (ai.callsPerUserPerHour) 10 or more times in 5 minutes.',
  },
  {
    id: 'UploadTicketsRefused',
    metric: operationalMetrics.uploadTicketsRefused,
    threshold: 10,
    description:
      'Users reached the per-user upload limit (uploads.ticketsPerUserPerHour) 10 or more times in 5 minutes.',
  },
  {
    id: 'UserRequestsThrottled',
    metric: operationalMetrics.userRequestsThrottled,
    threshold: 20,
    description:
      'Users reached the per-user API limit (api.userRequestsPerMinute) 20 or more times in 5 minutes.',
  },
] as const;

export interface AlarmsProps {
  readonly functions: Readonly<Record<string, AppFunction>>;
  readonly httpApi: HttpApi;
  /** Subscribed to the topic when given. */
  readonly email?: string;
  /** Starts each alarm's name, with stage and region, so a stage's alarms are told apart. */
  readonly namePrefix: string;
  /** The stage whose metrics the product's own alarms read (their `stage` dimension). */
  readonly stage: string;
}

/**
 * Alarms someone hears: one SNS topic (encrypted with a key CloudWatch may use), an optional
 * e-mail subscription, and alarms on every function's errors and throttles, the API's 5xx
 * rate and the product's own signals. `notifyAll` then gives every alarm of the stack the
 * topic as its alarm and OK action, including the dead-letter alarms of queue functions and any alarm
 * added later.
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  private readonly namePrefix: string;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.namePrefix = props.namePrefix;

    // The AWS-managed aws/sns key cannot be used: its policy cannot let CloudWatch encrypt
    // (https://repost.aws/knowledge-center/cloudwatch-receive-sns-for-alarm-trigger).
    const key = new Key(this, 'TopicKey', {
      description: 'Encrypts the alarm topic; CloudWatch may use it to publish',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      displayName: 'Snap List Shift alarms',
      masterKey: key,
      enforceSSL: true,
    });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));

    // A rate, sustained: one failed call in five minutes is noise that trains operators to
    // ignore the alarm; 5 % of the calls in 3 of the last 5 five-minute periods is not.
    for (const [name, fn] of Object.entries(props.functions)) {
      const sum = { period: fiveMinutes, statistic: 'Sum' };
      const invocations = fn.metricInvocations(sum);
      this.alarm(
        `${name}-errors`,
        new MathExpression({
          expression: 'IF(invocations > 0, 100 * errors / invocations, 0)',
          usingMetrics: { invocations, errors: fn.metricErrors(sum) },
          period: fiveMinutes,
          label: `${name} errors %`,
        }),
        functionFailurePercent,
        {
          description: `The ${name} function failed (an uncaught error or a timeout) in ${functionFailurePercent}% or more of its calls, in 3 of the last 5 five-minute periods.`,
          sustained: true,
        },
      );
      this.alarm(
        `${name}-throttles`,
        new MathExpression({
          // Throttled calls are not invocations: the share of all the calls asked for.
          expression: 'IF(invocations + throttles > 0, 100 * throttles / (invocations + throttles), 0)',
          usingMetrics: { invocations, throttles: fn.metricThrottles(sum) },
          period: fiveMinutes,
          label: `${name} throttles %`,
        }),
        functionFailurePercent,
        {
          description: `Lambda throttled ${functionFailurePercent}% or more of the ${name} function's calls (its concurrency limit), in 3 of the last 5 five-minute periods.`,
          sustained: true,
        },
      );
    }

    const requests = props.httpApi.metricCount({ period: fiveMinutes, statistic: 'Sum' });
    const serverErrors = props.httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum' });
    this.alarm(
      'api-5xx-rate',
      new MathExpression({
        // A rate, over at least 20 requests: one 500 among three requests is not an outage.
        expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
        usingMetrics: { requests, errors: serverErrors },
        period: fiveMinutes,
        label: 'API 5xx %',
      }),
      5,
      { description: 'More than 5% of API requests answered 5xx in 5 minutes (at least 20 requests).' },
    );

    for (const signal of operationalAlarms) {
      const metric = operationalMetric(signal.metric, props.stage);
      this.alarm(
        signal.id,
        'statistic' in signal ? metric.with({ statistic: signal.statistic }) : metric,
        signal.threshold,
        { description: signal.description },
      );
    }
  }

  /**
   * Gives every alarm in the stack, wherever it was made, this topic as its action, and as its
   * OK action: the operator also hears that it is over. An alarm made without a name (the
   * queues' own) is named here with the prefix, so every alarm's name says its stage.
   */
  notifyAll(): void {
    const action = new SnsAction(this.topic);
    for (const construct of Stack.of(this).node.findAll()) {
      if (construct instanceof Alarm) {
        construct.addAlarmAction(action);
        construct.addOkAction(action);
        const resource = construct.node.defaultChild as CfnAlarm;
        if (Stack.of(this).resolve(resource.alarmName) === undefined) {
          resource.alarmName = `${this.namePrefix}-${construct.node.id.replace(/-alarm$/, '')}`;
        }
      }
    }
  }

  private alarm(
    id: string,
    metric: IMetric,
    threshold: number,
    options: { description: string; sustained?: boolean },
  ): Alarm {
    return new Alarm(this, id, {
      alarmName: `${this.namePrefix}-${id}`,
      alarmDescription: options.description,
      metric,
      threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      ...(options.sustained ? sustainedPeriods : { evaluationPeriods: 1 }),
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
