import { EBAY_UNAVAILABLE } from '#domain/ebay-connection.ts';
import type { EbayNotificationKeys, NotificationPublicKey } from '../../ports/ebay-notification-keys';
import { ServiceUnavailableError } from '../../ports/service-unavailable';
import type { CachedApplicationToken } from './application-token';
import { makeEbayClients } from './ebay-client';

// eBay's notification keys through the Notification API's getPublicKey, typed from eBay's
// contract (contracts/ebay/commerce_notification_v1_oas3.json), with the app's Application
// token (client credentials, application-token.ts). Keys are kept for the function's life: eBay
// asks that a key be cached rather than fetched for every notification (getPublicKey's
// description), and a key id names one key for good.

export class EbayNotificationKeyClient implements EbayNotificationKeys {
  private readonly keys = new Map<string, NotificationPublicKey>();

  constructor(
    private readonly apiOrigin: string,
    private readonly token: Pick<CachedApplicationToken, 'accessToken'>,
    private readonly fetcher?: (request: Request) => Promise<Response>,
  ) {}

  async publicKey(kid: string): Promise<NotificationPublicKey | undefined> {
    const cached = this.keys.get(kid);
    if (cached) return cached;
    const { notification } = makeEbayClients({
      apiOrigin: this.apiOrigin,
      accessToken: () => this.token.accessToken(),
      ...(this.fetcher && { fetch: this.fetcher }),
    });
    let answer;
    try {
      answer = await notification.GET('/public_key/{public_key_id}', {
        params: { path: { public_key_id: kid } },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (cause) {
      if (cause instanceof ServiceUnavailableError) throw cause;
      throw new ServiceUnavailableError('eBay', EBAY_UNAVAILABLE, { cause });
    }
    const { data, response } = answer;
    // eBay's 404 (error 195001) and 400: no such key, so no notification signed with it is eBay's.
    if (response.status === 404 || response.status === 400) return undefined;
    if (!response.ok || !data?.key || !data.algorithm || !data.digest) {
      throw new ServiceUnavailableError('eBay', EBAY_UNAVAILABLE, {
        cause: `getPublicKey ${response.status}`,
      });
    }
    const key = { algorithm: data.algorithm, digest: data.digest, key: data.key };
    this.keys.set(kid, key);
    return key;
  }
}
