/**
 * A public key eBay signs its notifications with, as the Notification API's getPublicKey gives
 * it (contracts/ebay/commerce_notification_v1_oas3.json, `PublicKey`).
 */
export interface NotificationPublicKey {
  /** `ECDSA` for the keys eBay uses today. */
  algorithm: string;
  /** `SHA1` for the keys eBay uses today. */
  digest: string;
  /** PEM, as eBay sends it (its lines may be run together). */
  key: string;
}

/**
 * eBay's notification keys by key id (the `kid` of the X-EBAY-SIGNATURE header). An unknown id
 * answers undefined; eBay not answering throws ServiceUnavailableError.
 */
export interface EbayNotificationKeys {
  publicKey(kid: string): Promise<NotificationPublicKey | undefined>;
}
