import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Dashboard, GraphWidget, MathExpression, Metric, TextWidget } from 'aws-cdk-lib/aws-cloudwatch';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { metricNamespace, operationalMetrics } from '#lambdas/lib/runtime/operational-metrics.ts';
import { operationalMetric } from './alarms';
import type { AppFunction } from './app-function';
import { cloudFrontMetricsRegion } from './resource-alarms';

export interface OperationsDashboardProps {
  /** Account-wide: CloudWatch dashboard names are unique in an account, across regions. */
  readonly dashboardName: string;
  /** The stage whose product metrics the graphs read (their `stage` dimension). */
  readonly stage: string;
  readonly httpApi: HttpApi;
  readonly functions: Readonly<Record<string, AppFunction>>;
  /** The job queues, by the name of the function they feed. */
  readonly queues: Readonly<Record<string, IQueue>>;
  /** The site's distribution: its 5xx rate, read from us-east-1 whatever the stack's region. */
  readonly distribution?: IDistribution;
}

const period = Duration.minutes(5);

/**
 * The figures an operator looks at first (docs/operator-guide.md, "Reading the dashboard"):
 * requests, latency and errors of the API; errors of each function; analyses started,
 * finished, failed and timed out; the AI's time per call; how long jobs wait.
 */
export class OperationsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: OperationsDashboardProps) {
    super(scope, id);
    const { httpApi } = props;
    const fns = Object.entries(props.functions);

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: props.dashboardName,
      defaultInterval: Duration.hours(6),
    });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          '**Snap it. List it. Shift it.** What each graph and alarm means, and what to do: ' +
          'docs/operator-guide.md in the repository.',
        width: 24,
        height: 1,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'API requests and errors',
        left: [
          httpApi.metricCount({ period, statistic: 'Sum', label: 'requests' }),
          httpApi.metricClientError({ period, statistic: 'Sum', label: '4xx' }),
          httpApi.metricServerError({ period, statistic: 'Sum', label: '5xx' }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: ['p50', 'p90', 'p99'].map((statistic) =>
          httpApi.metricLatency({ period, statistic, label: statistic }),
        ),
        width: 8,
      }),
      new GraphWidget({
        title: 'Function errors and throttles',
        left: fns.map(([name, fn]) => fn.metricErrors({ period, statistic: 'Sum', label: `${name} errors` })),
        right: fns.map(([name, fn]) =>
          fn.metricThrottles({ period, statistic: 'Sum', label: `${name} throttles` }),
        ),
        width: 8,
      }),
    );
    this.dashboard.addWidgets(
      new GraphWidget({
        title: 'Analyses',
        left: [
          operationalMetric(operationalMetrics.analysesStarted, props.stage, 'started'),
          operationalMetric(operationalMetrics.analysesFinished, props.stage, 'finished'),
          operationalMetric(operationalMetrics.analysesFailed, props.stage, 'failed'),
          operationalMetric(operationalMetrics.analysesTimedOut, props.stage, 'timed out'),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'AI time per call (ms, p90) and provider failures',
        // AiCallLatency carries call and outcome dimensions (lambdas/lib/runtime/ai-telemetry.ts): one
        // line per combination of this stage, found by a search.
        left: [
          new MathExpression({
            expression: `SEARCH('{${metricNamespace},call,outcome,service,stage} MetricName="AiCallLatency" stage="${props.stage}"', 'p90', 300)`,
            usingMetrics: {},
            label: '',
            period,
          }),
        ],
        right: [operationalMetric(operationalMetrics.aiProviderFailures, props.stage, 'provider failures')],
        width: 8,
      }),
      new GraphWidget({
        // Money, not calls: each attempt's cost from its own usage (domain/ai-prices.ts), and
        // the share of the day's ceiling (ai.dailySpendUsd) that the 80 % alarm reads.
        title: 'AI spend (US$ per 5 minutes) and share of the daily ceiling (%)',
        left: [operationalMetric(operationalMetrics.aiSpendUsd, props.stage, 'US$ spent')],
        right: [
          operationalMetric(operationalMetrics.aiBudgetSpentPercent, props.stage, '% of the day').with({
            statistic: 'Maximum',
          }),
        ],
        width: 8,
      }),
      new GraphWidget({
        title: 'Oldest waiting job (s)',
        left: Object.entries(props.queues).map(([name, queue]) =>
          queue.metricApproximateAgeOfOldestMessage({ period, statistic: 'Maximum', label: name }),
        ),
        width: 8,
      }),
    );
    if (props.distribution) {
      // A dashboard may show another region's metrics (an alarm may not): CloudFront's are in
      // us-east-1 only (docs/operator-guide.md#alarms-and-what-to-do).
      this.dashboard.addWidgets(
        new GraphWidget({
          title: 'Site 5xx % (CloudFront, from us-east-1)',
          left: [
            new Metric({
              namespace: 'AWS/CloudFront',
              metricName: '5xxErrorRate',
              dimensionsMap: { DistributionId: props.distribution.distributionId, Region: 'Global' },
              statistic: 'Average',
              period,
              region: cloudFrontMetricsRegion,
              label: '5xx %',
            }),
          ],
          width: 8,
        }),
      );
    }
  }
}
