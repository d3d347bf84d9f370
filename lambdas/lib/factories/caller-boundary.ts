import type { ServiceFactories } from '../services';
import { makeErasures } from './erasures';
import { makeRequestLimiter } from './request-limiter';

/**
 * What every API function's caller boundary (lib/caller.ts) uses: the erasure tombstones and
 * the per-user request counters. Spread into each handler's `defineServices`.
 */
export const callerBoundary: ServiceFactories<'erasures' | 'requestLimiter'> = {
  erasures: makeErasures,
  requestLimiter: makeRequestLimiter,
};
