import type { ParkedMessages } from '../ports/parked-messages';
import { logger } from '../runtime/logger';

/**
 * One machine's parking queue: the twin has no dead-letter queue of its own, but `npm run
 * invoke analysis-dead-letters` runs the consumer here, and what it parks is logged and kept
 * in memory (`parked`) rather than sent to a cloud queue.
 */
export class InProcessParking implements ParkedMessages {
  readonly parked: { body: string; reason: string; messageId: string }[] = [];

  async park(body: string, reason: string, from: { messageId: string }): Promise<void> {
    this.parked.push({ body, reason, messageId: from.messageId });
    logger.warn('parked message', { reason, messageId: from.messageId });
  }
}
