// @ts-nocheck
import { Logger } from '@aws-lambda-powertools/logger';

// One structured JSON logger per process (Powertools), carrying the request id of the
// event being handled (see withApiHandler).
export const logger = new Logger({ serviceName: 'snap-list-shift' });
