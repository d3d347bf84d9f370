import { serverTexts } from '#domain/messages.ts';
import { unauthorized } from './api-error';
import { config } from './config';
import { countOperationalMetric } from './count-operational-metric';
import type { Erasure, Erasures } from '../ports/erasures';
import type { HttpEvent } from './http';
import { logger } from './logger';
import { operationalMetrics } from './operational-metrics';
import type { Services } from './services';
import { userRequestLimit, userRequestLimitReached } from './user-request-limit';

export interface Caller {
  /** The token's `sub`: the only user id the API ever trusts (docs/design.md#api). */
  userId: string;
  /** Cognito username, needed for admin calls such as deleting the user. */
  username: string;
}

/**
 * The signed-in caller, from the claims the JWT authorizer verified (API Gateway in the
 * cloud, the local gateway at home). The API takes access tokens only: an id token has
 * been verified too, but is refused here, the same way in both homes.
 */
function callerFrom(event: HttpEvent): Caller {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') throw unauthorized();
  if (claims?.token_use !== 'access') throw unauthorized('An access token is required.');
  const username = typeof claims.username === 'string' ? claims.username : sub;
  return { userId: sub, username };
}

const erasedAccountMessage = serverTexts.accountErased;

// What this container last learnt of each user's tombstone. A tombstone is trusted until it
// expires; "no tombstone" only for ERASURE_CACHE_SECONDS, and erasure waits that long after
// writing its tombstone before deleting anything, so no container still trusts an old
// "not erased" once the deletes begin.
const known = new Map<string, { erasure: Erasure | undefined; until: number }>();

/** For tests: forget what this container learnt. */
export function forgetErasures(): void {
  known.clear();
}

/** Erasure tells its own container at once (in the twin: every function). */
export function rememberErasure(userId: string, erasure: Erasure): void {
  known.set(userId, { erasure, until: erasure.expiresAt * 1000 });
}

async function erasureOf(userId: string, erasures: Erasures, fresh: boolean): Promise<Erasure | undefined> {
  const now = Date.now();
  const cached = known.get(userId);
  if (!fresh && cached && cached.until > now) return cached.erasure;
  const erasure = await erasures.find(userId);
  if (erasure) rememberErasure(userId, erasure);
  else known.set(userId, { erasure, until: now + config.erasureCacheSeconds() * 1000 });
  return erasure;
}

/** What the caller boundary reads: tombstones, and each user's request counter. */
export type CallerServices = Pick<Services, 'erasures' | 'requestLimiter'>;

/**
 * The caller boundary of every API request: the verified caller, unless their account was
 * erased (401, as for any invalid token) or they have used up their requests for now (429,
 * saying when to come back). `finishingErasure` lets the erasure's own retry through while
 * the tombstone still says `erasing`, so a failed erasure can be finished with the same token.
 */
export async function signedInCaller(
  event: HttpEvent,
  services: CallerServices,
  options: { finishingErasure?: boolean } = {},
): Promise<Caller> {
  const caller = callerFrom(event);
  const erasure = await erasureOf(caller.userId, services.erasures, options.finishingErasure === true);
  if (erasure && !(options.finishingErasure && erasure.state === 'erasing')) {
    throw unauthorized(erasedAccountMessage);
  }
  const decision = await services.requestLimiter.consume(userRequestLimit(), caller.userId, new Date());
  if (!decision.allowed) {
    countOperationalMetric(operationalMetrics.userRequestsThrottled);
    logger.warn('user request limit reached', { retryAfterSeconds: decision.retryAfterSeconds });
    throw userRequestLimitReached(decision.retryAfterSeconds);
  }
  return caller;
}
