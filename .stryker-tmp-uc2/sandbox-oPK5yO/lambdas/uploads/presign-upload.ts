// @ts-nocheck
import { uploadKey, validateUploadRequest, type UploadRequest } from '#domain/upload-rules.ts';
import type { UploadTicket } from '#domain/api-types.ts';
import { ApiError } from '../lib/runtime/api-error';
import type { Caller } from '../lib/runtime/caller';
import { countOperationalMetric } from '../lib/runtime/count-operational-metric';
import { logger } from '../lib/runtime/logger';
import { operationalMetrics } from '../lib/runtime/operational-metrics';
import type { Services } from '../lib/runtime/services';
import {
  dailyUploadTicketLimit,
  dailyUploadTicketLimitReached,
  uploadTicketLimit,
  uploadTicketLimitReached,
} from './upload-ticket-limit';

/** The answer: a presigned upload plus its key (the shape is shared with the web app). */
export type { UploadTicket };

const statusOf = { bad_request: 400, payload_too_large: 413, unsupported_media_type: 415 } as const;

/**
 * A presigned PUT for `{sub}/{ms timestamp}-{sanitised filename}`. The server builds the
 * key: the client never chooses the folder or the name it ends up with. Each ticket counts
 * against the caller's upload limits, an hour's and a day's (upload-ticket-limit.ts), in the rate-limits table the
 * caller boundary counts requests in.
 */
export async function presignUpload(
  { photos, requestLimiter }: Pick<Services, 'photos' | 'requestLimiter'>,
  caller: Caller,
  request: UploadRequest,
): Promise<UploadTicket> {
  const checked = validateUploadRequest(request);
  if (!checked.ok) {
    const { code, message } = checked.error;
    throw new ApiError(statusOf[code], code, message);
  }
  const decision = await requestLimiter.consume(uploadTicketLimit(), caller.userId, new Date());
  if (!decision.allowed) {
    countOperationalMetric(operationalMetrics.uploadTicketsRefused);
    logger.warn('upload ticket limit reached', { retryAfterSeconds: decision.retryAfterSeconds });
    throw uploadTicketLimitReached(decision.retryAfterSeconds);
  }
  const daily = await requestLimiter.consume(dailyUploadTicketLimit(), caller.userId, new Date());
  if (!daily.allowed) {
    countOperationalMetric(operationalMetrics.uploadTicketsRefused);
    logger.warn('daily upload ticket limit reached', { retryAfterSeconds: daily.retryAfterSeconds });
    throw dailyUploadTicketLimitReached(daily.retryAfterSeconds);
  }
  const key = uploadKey(caller.userId, Date.now(), checked.filename);
  const upload = await photos.presignPut({ key, contentType: checked.contentType, size: checked.size });
  return { url: upload.url, key, headers: upload.headers, expiresAt: upload.expiresAt };
}
