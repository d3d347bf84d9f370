// @ts-nocheck
// The CloudWatch metrics (Embedded Metric Format, namespace `SnapListShift`) that the
// operator's alarms and dashboard read. Each is emitted with the default `service`
// dimension only, so an alarm in infra/ can name it exactly; the names live here once.

export const metricNamespace = 'SnapListShift';
export const metricService = 'snap-list-shift';

export const operationalMetrics = {
  /** An analysis job was taken from the queue and started. */
  analysesStarted: 'AnalysesStarted',
  /** An analysis stored its result (the item became ready). */
  analysesFinished: 'AnalysesFinished',
  /** An analysis recorded a failure on the item (retryable by the user). */
  analysesFailed: 'AnalysesFailed',
  /** An analysis ran past its deadline, or the sweeper found it stuck. */
  analysesTimedOut: 'AnalysesTimedOut',
  /** A model call failed for a reason of the provider's (5xx, timeout, bad key, refusal). */
  aiProviderFailures: 'AiProviderFailures',
  /** A model call was refused because the product's daily budget was spent. */
  aiBudgetExhausted: 'AiBudgetExhausted',
  /** A user reached the per-user AI limit. */
  aiCallsRefused: 'AiCallsRefused',
  /** A user reached the per-user limit on upload tickets. */
  uploadTicketsRefused: 'UploadTicketsRefused',
  /** A user reached the per-user API request limit. */
  userRequestsThrottled: 'UserRequestsThrottled',
} as const;

export type OperationalMetric = (typeof operationalMetrics)[keyof typeof operationalMetrics];
