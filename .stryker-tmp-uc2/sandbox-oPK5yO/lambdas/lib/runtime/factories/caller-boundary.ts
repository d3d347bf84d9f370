// @ts-nocheck
import type { ServiceFactories } from '../services';
import { makeErasures } from './make-erasures';
import { makeRequestLimiter } from './make-request-limiter';

/**
 * What every API function's caller boundary (lib/runtime/caller.ts) uses: the erasure tombstones and
 * the per-user request counters. Spread into each handler's `defineServices`.
 */
export const callerBoundary: ServiceFactories<'erasures' | 'requestLimiter'> = {
  erasures: makeErasures,
  requestLimiter: makeRequestLimiter,
};
