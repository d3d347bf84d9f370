import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from './config';
import { logger } from './logger';
import { metricNamespace, metricService } from './operational-metrics';

// One structured log line and one set of CloudWatch metrics (Embedded Metric Format, so no
// API call) per AI call: model, latency, tokens and outcome. Never the photo, the prompt or
// the user's text, which may be personal (docs/design.md#ai: cost and abuse controls).

// The stage as a dimension: a staging stack's calls never show on prod's dashboard.
const metrics = new Metrics({
  namespace: metricNamespace,
  serviceName: metricService,
  defaultDimensions: { stage: config.stage() },
});

export type AiCallName = 'identify' | 'research' | 'refine' | 'offline';

export interface AiCallRecord {
  call: AiCallName;
  model: string;
  latencyMs: number;
  inputTokens: number;
  outputTokens: number;
  /** `ok`, or the failure code (rate_limited, timeout, refused, ...). */
  outcome: string;
}

export function recordAiCall(record: AiCallRecord): void {
  logger.info('ai call', { ai: record });
  metrics.addDimensions({ call: record.call, outcome: record.outcome });
  metrics.addMetadata('model', record.model);
  metrics.addMetric('AiCallLatency', MetricUnit.Milliseconds, record.latencyMs);
  metrics.addMetric('AiInputTokens', MetricUnit.Count, record.inputTokens);
  metrics.addMetric('AiOutputTokens', MetricUnit.Count, record.outputTokens);
  metrics.addMetric('AiCalls', MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}
