import * as z from '../lib/runtime/zod';

/**
 * `PUT /api/ebay/connection`: what eBay's consent redirect carried back. Bounded, so a pasted
 * page of text is a 400, not a call to eBay (eBay's codes and our states are well under 4 KB).
 */
export const ebayConsentReturnBody = z.strictObject({
  code: z.string().check(z.minLength(1), z.maxLength(4096)),
  state: z.string().check(z.minLength(1), z.maxLength(256)),
});
