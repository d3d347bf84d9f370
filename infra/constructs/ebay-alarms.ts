import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { operationalMetrics } from '#lambdas/lib/runtime/operational-metrics.ts';
import { operationalMetric } from './alarms';

/**
 * eBay's alarms (docs/operator-guide.md#alarms-and-what-to-do), made with the eBay settings
 * only; the stack's notifyAll gives them the alarm topic. Each reads an EMF metric of the
 * stage's functions, summed over five minutes.
 */
const ebayAlarms = [
  {
    id: 'EbayTokenRefreshFailures',
    metric: operationalMetrics.ebayTokenRefreshFailures,
    // Emitted by lambdas/lib/adapters/ebay/sealed-ebay-access.ts in every function that acts
    // for a seller (profile, ebay-listings, the orders poll).
    threshold: 3,
    description:
      "3 or more sellers' eBay tokens could not be renewed in 5 minutes for a reason that is not theirs (eBay down or slow, the app's client secret refused): their eBay actions fail until it passes.",
  },
  {
    id: 'EbayConnectionsNeedReconnect',
    metric: operationalMetrics.ebayConnectionsNeedReconnect,
    // One seller revoking the app is normal; many at once is eBay's doing or a changed keyset.
    threshold: 5,
    description:
      '5 or more eBay connections were marked "needs reconnecting" in 5 minutes (eBay refused their renewal): a revoked or changed keyset, or an eBay-wide reset.',
  },
  {
    id: 'EbayOrderPollFailures',
    metric: operationalMetrics.ebayOrderPollFailures,
    // Emitted by the ebay-orders scheduled function when a poll fails.
    threshold: 2,
    description:
      "The scheduled poll of eBay's orders failed 2 or more times in 5 minutes: items sold on eBay are not marked sold until it passes.",
  },
] as const;

export class EbayAlarms extends Construct {
  constructor(scope: Construct, id: string, props: { namePrefix: string; stage: string }) {
    super(scope, id);
    for (const alarm of ebayAlarms) {
      new Alarm(this, alarm.id, {
        alarmName: `${props.namePrefix}-${alarm.id}`,
        alarmDescription: alarm.description,
        metric: operationalMetric(alarm.metric, props.stage),
        threshold: alarm.threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
    }
  }
}
