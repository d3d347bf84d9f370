import { countOperationalMetric } from '../lib/runtime/count-operational-metric';
import { makeEbayOrders } from '../lib/runtime/factories/make-ebay-orders';
import { makeEbaySellers } from '../lib/runtime/factories/make-ebay-sellers';
import { makeListingsRepository } from '../lib/runtime/factories/make-listings-repository';
import { logger } from '../lib/runtime/logger';
import { operationalMetrics } from '../lib/runtime/operational-metrics';
import { defineServices } from '../lib/runtime/services';
import { pollEbayOrders, type EbayOrdersPollCounts } from './poll-ebay-orders';

const services = defineServices({
  ebaySellers: makeEbaySellers,
  ebayOrdersFor: makeEbayOrders,
  listings: makeListingsRepository,
});

/**
 * Run on a schedule (an EventBridge rule in the cloud, a timer and the twin's order control
 * locally): each connected seller's new eBay orders recorded as sales
 * (docs/architecture/backend.md#sold-on-ebay). The failures' count is a metric every run, zero
 * included, so its alarm reads a steady series.
 */
export async function handler(): Promise<EbayOrdersPollCounts> {
  const counts = await pollEbayOrders(
    { sellers: services.ebaySellers, listings: services.listings, ordersFor: services.ebayOrdersFor },
    new Date(),
    {
      failed: (userId, error) => logger.error('ebay orders poll failed for a seller', { userId, error }),
      notice: (note) => logger.warn('ebay order line recorded no sale as sent', { ...note }),
    },
  );
  countOperationalMetric(operationalMetrics.ebayOrderPollFailures, counts.sellersFailed);
  countOperationalMetric(operationalMetrics.ebaySalesRecorded, counts.salesRecorded);
  logger.info('ebay orders poll', { ...counts });
  return counts;
}
