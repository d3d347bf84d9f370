// The CloudWatch metrics (Embedded Metric Format, namespace `SnapListShift`) that the
// operator's alarms and dashboard read. Each is emitted with the `service` and `stage`
// dimensions only, so an alarm in infra/ can name it exactly, and a stage's alarms read that
// stage's metrics alone (two stages may share an account and region); the names live here once.

export const metricNamespace = 'SnapListShift';
export const metricService = 'snap-list-shift';

/** The dimensions every metric of the given stage carries: what its alarms name. */
export function metricDimensions(stage: string): { service: string; stage: string } {
  return { service: metricService, stage };
}

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
  /** How much of the day's spend ceiling is spent, in percent, after each hold and charge (a gauge). */
  aiBudgetSpentPercent: 'AiBudgetSpentPercent',
  /** US dollars one model call attempt cost, from its own usage and web searches (a sum). */
  aiSpendUsd: 'AiSpendUsd',
  /** A model call was refused because its user's share of the daily budget was spent. */
  aiUserShareSpent: 'AiUserShareSpent',
  /** A user reached the per-user AI limit. */
  aiCallsRefused: 'AiCallsRefused',
  /** A user reached the per-user limit on upload tickets. */
  uploadTicketsRefused: 'UploadTicketsRefused',
  /** A read named an index the listings table does not have (a deploy left it out or deleted it). */
  indexesMissing: 'IndexMissing',
  /** A user reached the per-user API request limit. */
  userRequestsThrottled: 'UserRequestsThrottled',
  /**
   * A seller's eBay access token could not be renewed for a reason that is not the seller's
   * (eBay down or slow, the app's credentials refused): lib/adapters/ebay/sealed-ebay-access.ts.
   */
  ebayTokenRefreshFailures: 'EbayTokenRefreshFailures',
  /** A seller's eBay connection was marked "needs reconnecting" (eBay refused the renewal, or it expired). */
  ebayConnectionsNeedReconnect: 'EbayConnectionsNeedReconnect',
  /** The eBay orders poll failed for a seller (eBay refused or was down): retried next run. */
  ebayOrderPollFailures: 'EbayOrderPollFailures',
  /** The eBay orders poll recorded a sale on an item (Sold on eBay, known without the seller). */
  ebaySalesRecorded: 'EbaySalesRecorded',
} as const;

export type OperationalMetric = (typeof operationalMetrics)[keyof typeof operationalMetrics];
