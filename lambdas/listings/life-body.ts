import { lifeEventTypes } from '#domain/item-life.ts';
import { LISTING_URL_MAX_LENGTH } from '#domain/marketplace-host.ts';
import * as z from '../lib/runtime/zod';

// The body of `POST /api/listings/{id}/life` (docs/product.md#item-life). Strict like every
// body: an unknown field is a 400. Only the shape is checked here; whether the event may
// happen (the transitions, the marketplace, the address, the date, the price) is the state
// machine's answer (domain/item-life.ts), worded for the seller.

/** Longer than any marketplace id or ISO date: longer is not one. */
const SHORT_TEXT = 64;

const marketplace = z
  .string('must be the id of a marketplace.')
  .check(z.minLength(1, 'must be the id of a marketplace.'), z.maxLength(SHORT_TEXT, 'is too long.'));
const at = z.optional(z.string('must be a date.').check(z.maxLength(SHORT_TEXT, 'is too long.')));
const url = z.optional(
  z
    .string('must be the address of the live listing.')
    .check(z.maxLength(LISTING_URL_MAX_LENGTH, `may hold at most ${LISTING_URL_MAX_LENGTH} characters.`)),
);

const lifeEventBody = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('list'), marketplace, at, url }),
    z.strictObject({ type: z.literal('relist'), marketplace, at, url }),
    z.strictObject({ type: z.literal('take_down'), marketplace }),
    z.strictObject({
      type: z.literal('sell'),
      price_minor: z.number('must be the price in pence (a whole number).'),
      postage_minor: z.optional(z.number('must be the postage paid in pence (a whole number).')),
      currency: z.string('must be a currency code.').check(z.maxLength(SHORT_TEXT, 'is too long.')),
      where: marketplace,
      at,
    }),
    z.strictObject({ type: z.literal('give_away'), at }),
    z.strictObject({ type: z.literal('keep'), at }),
  ],
  { error: `must be one of ${lifeEventTypes.join(', ')}.` },
);

/** The event, and the version of the item (`updated_at`) it was made from. */
export const lifeChangeBody = z.strictObject({
  event: lifeEventBody,
  seen: z
    .string('must be the updated_at of the item the change was made from.')
    .check(
      z.minLength(1, 'must be the updated_at of the item the change was made from.'),
      z.maxLength(SHORT_TEXT, 'is too long.'),
    ),
});
