import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from './config';
import { metricNamespace, metricService, type OperationalMetric } from './operational-metrics';

// Emits the operator's metrics (operational-metrics.ts) as Embedded Metric Format lines: no API
// call, CloudWatch reads them from the log. Published at once, with the `service` and `stage`
// dimensions only, so the alarms that name them match exactly.

const metrics = new Metrics({
  namespace: metricNamespace,
  serviceName: metricService,
  defaultDimensions: { stage: config.stage() },
});

type Listener = (metric: OperationalMetric, count: number) => void;
const listeners = new Set<Listener>();

export function countOperationalMetric(metric: OperationalMetric, count = 1): void {
  metrics.addMetric(metric, MetricUnit.Count, count);
  metrics.publishStoredMetrics();
  for (const listener of listeners) listener(metric, count);
}

/** Records a level (a percentage) rather than a count: its alarm reads the maximum. */
export function gaugeOperationalMetric(metric: OperationalMetric, percent: number): void {
  metrics.addMetric(metric, MetricUnit.Percent, percent);
  metrics.publishStoredMetrics();
  for (const listener of listeners) listener(metric, percent);
}

/** Hears every count from now on (tests, a bench); returns how to stop listening. */
export function watchOperationalMetrics(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
