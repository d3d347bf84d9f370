import * as z from '../lib/runtime/zod';

// The account-deletion notification's body, as far as the product reads it: eBay's AsyncAPI
// contract for MARKETPLACE_ACCOUNT_DELETION
// (https://developer.ebay.com/api-docs/master/commerce/notification/asyncapi/marketplace_account_deletion.yaml,
// read 2026-12-03). Other fields (schemaVersion, eventDate, eiasToken...) are let through: eBay
// may add some, and a refusal would only make eBay send it again.

/**
 * The largest body taken. eBay's notification is well under 1 KiB; API Gateway would let 10 MB
 * through to a public route, so the function refuses anything past this before parsing it.
 */
export const MAX_NOTIFICATION_BYTES = 16 * 1024;

export const ACCOUNT_DELETION_TOPIC = 'MARKETPLACE_ACCOUNT_DELETION';

export const accountDeletionBody = z.object({
  metadata: z.object({ topic: z.literal(ACCOUNT_DELETION_TOPIC) }),
  notification: z.object({
    notificationId: z.optional(z.string().check(z.maxLength(200))),
    data: z.object({
      userId: z.string().check(z.minLength(1), z.maxLength(200)),
      username: z.optional(z.string().check(z.maxLength(200))),
    }),
  }),
});

export type AccountDeletionNotification = z.output<typeof accountDeletionBody>;
