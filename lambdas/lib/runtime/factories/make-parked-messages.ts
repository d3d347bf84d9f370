import { sqs } from '../clients/sqs';
import { SqsParkedMessages } from '../../adapters/sqs-parked-messages';
import type { ParkedMessages } from '../../ports/parked-messages';
import { config, envNames } from '../config';
import type { ServiceFactory } from '../services';

/**
 * The dead-letter consumer's parking queue (PARKED_JOBS_QUEUE_URL). Checked at start like the
 * analyser's queue: a consumer deployed without it would fail every unparseable message
 * instead of parking it.
 */
export const makeParkedMessages: ServiceFactory<ParkedMessages> = Object.assign(
  (): ParkedMessages => new SqsParkedMessages(sqs(), config.parkedJobsQueueUrl()),
  {
    checkAtStart: () => {
      try {
        config.parkedJobsQueueUrl();
      } catch (error) {
        throw new Error(
          `${envNames.parkedJobsQueueUrl} is not set: this function parks the messages it cannot read in that queue`,
          { cause: error },
        );
      }
    },
  },
);
