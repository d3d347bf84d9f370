import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { metricNamespace, metricService, type OperationalMetric } from './operational-metrics';

// Its own Metrics instance: the operator's alarms name each metric with the default
// `service` dimension alone, and the AI telemetry's per-call dimensions must never join it.
const metrics = new Metrics({ namespace: metricNamespace, serviceName: metricService });

/** Counts one occurrence of an operational metric (one EMF line, no API call). */
export function countOperationalMetric(metric: OperationalMetric): void {
  metrics.addMetric(metric, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
